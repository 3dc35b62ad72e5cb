import { NotificationsErrorCode } from '@vaultline/contracts';
import { AppException } from '../../platform/http/app.exception';

const STATUS: Record<NotificationsErrorCode, number> = {
  NOTIFICATIONS_NOT_FOUND: 404,
};

export class NotificationsException extends AppException {
  constructor(code: NotificationsErrorCode, message: string) {
    super(STATUS[code], code, message);
  }
}

/** Unknown ids and other customers' notifications get the same answer. */
export const notificationNotFound = () =>
  new NotificationsException(NotificationsErrorCode.NOT_FOUND, 'No such notification.');
