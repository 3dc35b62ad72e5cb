import { apiClient, toApiRequestError } from '@vaultline/session';
import { seg } from '../../../lib/params';

export type CheckSide = 'front' | 'back';

/** An error answer to a blob request arrives as a Blob: read it as JSON so its message shows. */
async function readBlobError(error: unknown): Promise<unknown> {
  const response =
    typeof error === 'object' && error !== null && 'response' in error
      ? (error.response as { data?: unknown } | undefined)
      : undefined;
  if (!response || !(response.data instanceof Blob)) return error;
  try {
    response.data = JSON.parse(await response.data.text()) as unknown;
  } catch {
    // not JSON: toApiRequestError says something went wrong
  }
  return error;
}

/**
 * GET /admin/check-deposits/:id/images/:side: the photo as kept (a JPEG), fetched with the
 * signed-in client (an <img src> would carry no token). Each view is audited by the server.
 * Rejects with an ApiRequestError.
 */
export async function getCheckPhoto(
  depositId: string,
  side: CheckSide,
  signal?: AbortSignal,
): Promise<Blob> {
  try {
    const { data } = await apiClient.get<Blob>(
      `/admin/check-deposits/${seg(depositId)}/images/${side}`,
      { responseType: 'blob', signal },
    );
    return data;
  } catch (error) {
    throw toApiRequestError(await readBlobError(error));
  }
}
