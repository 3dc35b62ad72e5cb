import { AxiosError } from 'axios';
import { apiClient, toApiRequestError } from './api-client';

/** An error answer to a file request arrives as a Blob: read it as JSON so its code and message show. */
async function readBlobError(error: unknown): Promise<unknown> {
  if (!(error instanceof AxiosError) || !(error.response?.data instanceof Blob)) return error;
  try {
    error.response.data = JSON.parse(await error.response.data.text());
  } catch {
    // not JSON: toApiRequestError says something went wrong
  }
  return error;
}

/** The file name the server gave in Content-Disposition, or `fallback`. */
function fileNameOf(disposition: unknown, fallback: string): string {
  const match = typeof disposition === 'string' ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/**
 * Fetches a file with the signed-in session (a plain link would carry no token) and hands it to
 * the browser as a download. Rejects with an ApiRequestError carrying the server's code.
 */
export async function downloadFile(
  url: string,
  params: Record<string, string>,
  fallbackName: string,
): Promise<string> {
  try {
    const response = await apiClient.get<Blob>(url, { params, responseType: 'blob' });
    const name = fileNameOf(response.headers['content-disposition'], fallbackName);
    const href = URL.createObjectURL(response.data);
    const link = document.createElement('a');
    link.href = href;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
    return name;
  } catch (error) {
    throw toApiRequestError(await readBlobError(error));
  }
}
