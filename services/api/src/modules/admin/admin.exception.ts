import { AdminErrorCode } from '@vaultline/contracts';
import { AppException } from '../../platform/http/app.exception';

const STATUS: Record<AdminErrorCode, number> = {
  ADMIN_NOT_FOUND: 404,
  ADMIN_OWN_ROLE: 403,
  ADMIN_LAST_ADMIN: 409,
  ADMIN_STAFF_NOT_CLOSABLE: 409,
  ADMIN_BALANCE_NOT_ZERO: 409,
  ADMIN_ALREADY_CLOSED: 409,
  ADMIN_OWN_APPROVAL: 403,
  ADMIN_NOT_PENDING: 409,
  ADMIN_NOT_REVERSIBLE: 409,
  ADMIN_ALREADY_REVERSED: 409,
  ADMIN_EMAIL_TAKEN: 409,
  ADMIN_OWN_ACCOUNT: 403,
  ADMIN_REASON_REQUIRED: 400,
  ADMIN_CHANGED_SINCE_REQUEST: 409,
  ADMIN_NOT_MAKER: 403,
  ADMIN_NOTHING_TO_RESET: 409,
};

export class AdminException extends AppException {
  constructor(code: AdminErrorCode, message: string, details?: unknown) {
    super(STATUS[code], code, message, details);
  }
}

export function adminNotFound(what = 'record'): AdminException {
  return new AdminException(AdminErrorCode.NOT_FOUND, `No such ${what}.`);
}

/** Staff never make or check an action on their own accounts, transfers or user. */
export function ownAccount(what: string): AdminException {
  return new AdminException(
    AdminErrorCode.OWN_ACCOUNT,
    `This is ${what}: another staff member must handle it.`,
  );
}

export function nothingToReset(why: string): AdminException {
  return new AdminException(AdminErrorCode.NOTHING_TO_RESET, why);
}
