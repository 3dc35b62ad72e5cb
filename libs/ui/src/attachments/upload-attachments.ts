import { type SupportAttachment, SupportAttachmentSchema } from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';

/** POSTs each file as its raw body to `path` (…/attachments), in order; answers their ids. */
export async function uploadAttachments(path: string, files: File[]): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    const { data } = await apiClient.post<SupportAttachment>(path, file, {
      headers: { 'Content-Type': file.type },
    });
    ids.push(SupportAttachmentSchema.parse(data).id);
  }
  return ids;
}
