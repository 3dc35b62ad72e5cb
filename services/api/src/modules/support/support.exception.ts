import { SupportErrorCode } from '@vaultline/contracts';
import { AppException } from '../../platform/http/app.exception';

const STATUS: Record<SupportErrorCode, number> = {
  SUPPORT_NOT_FOUND: 404,
  SUPPORT_CLOSED: 409,
  SUPPORT_ATTACHMENT_TYPE: 415,
  SUPPORT_ATTACHMENT_TOO_LARGE: 413,
  SUPPORT_ATTACHMENT_NOT_FOUND: 404,
};

export class SupportException extends AppException {
  constructor(code: SupportErrorCode, message: string) {
    super(STATUS[code], code, message);
  }
}

export const requestNotFound = () =>
  new SupportException(SupportErrorCode.NOT_FOUND, 'No such support request.');

export const requestClosed = () =>
  new SupportException(
    SupportErrorCode.CLOSED,
    'This request is closed. Send a new request from the Contact Support page.',
  );

export const attachmentType = () =>
  new SupportException(SupportErrorCode.ATTACHMENT_TYPE, 'Attach a photo (JPEG or PNG) or a PDF.');

export const attachmentTooLarge = () =>
  new SupportException(SupportErrorCode.ATTACHMENT_TOO_LARGE, 'The file is over 5 MB.');

export const attachmentNotFound = () =>
  new SupportException(SupportErrorCode.ATTACHMENT_NOT_FOUND, 'Attach the file again.');
