import { z } from 'zod';
import { SupportAttachmentSchema, UuidSchema } from '@vaultline/contracts';
import { ATTACHMENT_BODY } from '../../platform/http/route-http-config';
import * as refusals from './support.exception';

// The HTTP shape of files in conversations, the same for customers and staff.

export const FileParams = z.strictObject({ id: UuidSchema, attachmentId: UuidSchema });
/** A file sent as the request's body (its type is judged by its bytes). */
const FileBodySchema = z.custom<Buffer>(
  (value) => Buffer.isBuffer(value),
  'Send the file as its body (JPEG, PNG or PDF)',
);
/** The upload route's contract, for customers and staff alike. */
export const UPLOAD_CONTRACT = {
  summary: 'Upload a file (a JPEG, PNG or PDF body, at most 5 MB) to send in a message',
  body: FileBodySchema,
  bodyTypes: ATTACHMENT_BODY,
  response: SupportAttachmentSchema,
  status: 201,
  errors: [refusals.attachmentType(), refusals.attachmentTooLarge()],
};
