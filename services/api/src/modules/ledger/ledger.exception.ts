import { AppException } from '../../platform/http/app.exception';

export const LedgerErrorCode = {
  INSUFFICIENT_FUNDS: 'LEDGER_INSUFFICIENT_FUNDS',
  ACCOUNT_INACTIVE: 'LEDGER_ACCOUNT_INACTIVE',
} as const;

/** A movement the ledger refuses; callers turn it into their own error with the customer's words. */
export class LedgerRefusal extends AppException {
  constructor(
    code: (typeof LedgerErrorCode)[keyof typeof LedgerErrorCode],
    message: string,
    readonly accountId: string,
    readonly availableMinor: number,
  ) {
    super(422, code, message, { accountId, availableMinor });
  }
}

/** A broken invariant: a bug, never a customer error. The transaction rolls back; the client sees a 500. */
export class LedgerInvariantError extends Error {}
