import { AccountsErrorCode } from '@vaultline/contracts';
import { AppException } from '../../platform/http/app.exception';

type Code = (typeof AccountsErrorCode)[keyof typeof AccountsErrorCode];

const STATUS: Record<Code, number> = {
  ACCOUNTS_NOT_FOUND: 404,
  ACCOUNTS_BALANCE_NOT_ZERO: 409,
  ACCOUNTS_ALREADY_CLOSED: 409,
  ACCOUNTS_LIMIT_REACHED: 409,
};

export class AccountsException extends AppException {
  constructor(code: Code, message: string, details?: unknown) {
    super(STATUS[code], code, message, details);
  }
}

/** Another customer's account and an unknown id answer the same. */
export function accountNotFound(): AccountsException {
  return new AccountsException(AccountsErrorCode.NOT_FOUND, 'No such account.');
}
