import { downloadFile } from '@vaultline/session';

/**
 * GET /admin/ach/batches/:id/file: the NACHA file exactly as sent (text/plain, an attachment),
 * fetched with the signed-in client as a blob and saved under the server's file name.
 */
export function downloadAchFile(batch: { id: string; fileName: string }): Promise<string> {
  return downloadFile(
    `/admin/ach/batches/${encodeURIComponent(batch.id)}/file`,
    {},
    batch.fileName,
  );
}
