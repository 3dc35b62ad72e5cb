import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SupportAttachment } from '@vaultline/contracts';
import {
  RETENTION_DAYS,
  RETENTION_PURGE_EVERY_MS,
  SUPPORT_ATTACHMENT_MAX_BYTES,
} from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { Queryable } from '../../platform/database/sql';
import { checkAttachment } from '../../platform/files/attachment';
import { JobsService } from '../../platform/jobs/jobs.service';
import type { AuthContext } from '../users/auth-context';
import * as files from './support-attachments.queries';
import type { FileRow, PlacedFileRow } from './support-attachments.queries';
import { attachmentNotFound, attachmentTooLarge, attachmentType } from './support.exception';

export const SUPPORT_UPLOADS_PURGE_JOB = 'support.purge-uploads';

/** A placed file as a conversation lists it. */
export const toAttachment = (row: PlacedFileRow): SupportAttachment => ({
  id: row.id,
  mediaType: row.media_type,
  bytes: Number(row.size),
  sha256: row.sha256,
});

/**
 * Files in support conversations, both ways: uploaded first (sniffed: JPEG, PNG or PDF, 5 MB at
 * most, as dispute evidence), then placed once in a message of the uploader's. A customer fetches
 * the files of their own conversations (never one in a staff note); each staff viewing is audited.
 * Uploads never placed are deleted after RETENTION_DAYS.unsentUploads.
 */
@Injectable()
export class SupportAttachments implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.repeat(SUPPORT_UPLOADS_PURGE_JOB, RETENTION_PURGE_EVERY_MS, async (tx) => {
      await files.purgeUnplacedFiles(tx, this.unsentBefore(new Date()));
    });
  }

  /** Keeps a file as sent. Errors: SUPPORT_ATTACHMENT_TOO_LARGE, SUPPORT_ATTACHMENT_TYPE. */
  async upload(uploaderId: string, bytes: Buffer): Promise<SupportAttachment> {
    const file = checkAttachment(bytes, SUPPORT_ATTACHMENT_MAX_BYTES);
    if (!file.ok) throw file.problem === 'too_large' ? attachmentTooLarge() : attachmentType();
    const { id } = await files.insertFile(this.db, { uploaderId, ...file, bytes });
    return { id, mediaType: file.mediaType, bytes: bytes.length, sha256: file.sha256 };
  }

  /** Places the uploader's files in a message (null: the request's own). Errors: 404 file. */
  async place(
    tx: Queryable,
    uploaderId: string,
    ids: string[] | undefined,
    at: { requestId: string; messageId: string | null },
  ): Promise<void> {
    if (!ids?.length) return;
    const placed = await files.placeFiles(tx, { ids, uploaderId, ...at });
    if (placed !== ids.length) throw attachmentNotFound();
  }

  /** The files of a request, by the message they are in (the request's own under its id). */
  async byMessage(
    requestId: string,
    withNotes: boolean,
  ): Promise<Map<string, SupportAttachment[]>> {
    const placed = await files.placedFiles(this.db, requestId);
    const byMessage = new Map<string, SupportAttachment[]>();
    for (const row of placed.filter((file) => withNotes || !file.internal)) {
      const key = row.message_id ?? requestId;
      byMessage.set(key, [...(byMessage.get(key) ?? []), toAttachment(row)]);
    }
    return byMessage;
  }

  /** A file of a conversation the caller may read (the request is checked by the caller). */
  async forCustomer(requestId: string, id: string): Promise<FileRow> {
    const file = await files.placedFile(this.db, requestId, id);
    if (!file || file.internal) throw attachmentNotFound();
    return file;
  }

  /** A file of any conversation, for staff; each viewing is audited with the file's hash. */
  async forStaff(staff: AuthContext, requestId: string, id: string): Promise<FileRow> {
    const file = await files.placedFile(this.db, requestId, id);
    if (!file) throw attachmentNotFound();
    await this.audit.recordAlone({
      actor: { id: staff.user.id, role: staff.user.role },
      action: 'support.attachment_viewed',
      target: { type: 'support_request', id: requestId },
      ip: null,
      details: { attachmentId: id, sha256: file.sha256 },
    });
    return file;
  }

  /** One purge as of `now` (tests pass a later time); answers how many uploads went. */
  purge(now: Date): Promise<number> {
    return files.purgeUnplacedFiles(this.db, this.unsentBefore(now));
  }

  private unsentBefore(now: Date): Date {
    return new Date(now.getTime() - RETENTION_DAYS.unsentUploads * 86_400_000);
  }
}
