import { SupportErrorCode } from '@vaultline/contracts';
import { AppException } from '../../platform/http/app.exception';

const STATUS: Record<SupportErrorCode, number> = {
  SUPPORT_NOT_FOUND: 404,
  SUPPORT_CLOSED: 409,
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
