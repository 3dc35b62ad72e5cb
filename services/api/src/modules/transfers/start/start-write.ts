import type { TransferResult, TransferStatus } from '@vaultline/contracts';
import { SQL_STATE } from '../../../platform/database/sql-states';
import type { SqlState } from '../../../platform/database/sql-states';
import type { OneTimeCodesService } from '../../identity/one-time-codes.service';
import type { TransferLine } from '../lifecycle/transfer-effects';
import type { WindowRule } from '../recipient-windows.service';
import type { RecipientData } from '../transfer-row';
import type { TransfersException } from '../transfers.exception';
import {
  accountInactive,
  dailyLimitExceeded,
  insufficientFunds,
  newPayeeLimit,
  pinLocked,
} from '../transfers.exception';

// A decided transfer as transfer_start_many (sql/transfer-start.sql) takes it, what it answers,
// and its refusals in the customer's words. The call itself: start-write.queries.ts.

/**
 * What transfer_start_many answers for one transfer: written now (the body is the caller's), a
 * stored answer, a conflict or a refusal.
 */
export type StartAnswer =
  | { status: 201; replayed: false }
  | { status: number; body: unknown; replayed: true }
  | { conflict: true }
  | { refusal: StartRefusal };

/** A refusal under the locks (SQL_STATE says what each state means) with its numbers. */
export interface StartRefusal {
  state: Exclude<SqlState, typeof SQL_STATE.INVARIANT>;
  detail: Record<string, unknown>;
}

/** One decided transfer as transfer_start_many writes it (sql/transfer-start.sql; every key is required). */
export interface StartParams {
  key: string | null;
  requestHash: string | null;
  /**
   * The keyed hash of the PIN the customer gave, checked again under the lock wrong PINs take
   * (null: no PIN, e.g. a scheduled run).
   */
  pinHash: string | null;
  userId: string;
  transferId: string;
  /** The journal entry that moves the money (its statement lines point to it). */
  entryId: string;
  createdAt: string;
  fromAccountId: string;
  kind: 'internal' | 'external';
  recipientAccountId: string | null;
  recipient: RecipientData;
  amountMinor: number;
  description: string | null;
  nameMismatch: boolean;
  needsReview: boolean;
  status: TransferStatus;
  scheduleId: string | null;
  countedOn: string;
  dailyLimitMinor: number;
  /** Where the money goes now: the recipient's account, outbound clearing or review holds. */
  moveTo: string;
  entryKind: 'hold' | 'transfer' | 'clearing';
  memo: string;
  actorRole: string;
  /** The statement lines to write (built by transfer-effects, as TransferRecords' are). */
  lines: TransferLine[];
  rememberPayee: boolean;
  job: { kind: string; runAt: string; payload: Record<string, unknown> } | null;
  /** The step-up code's row (one_time_codes), when the transfer waits for one. */
  code: ReturnType<OneTimeCodesService['prepareCode']>['row'] | null;
  response: TransferResult;
  /** The new-recipient window the transfer counts in (null between the sender's own accounts). */
  window: WindowRule | null;
}

/** A refusal transfer_start_many answered (its SQLSTATE and numbers), in the customer's words. */
export function refusalFor(refusal: StartRefusal, fromAccountId: string): TransfersException {
  const { state, detail } = refusal;
  switch (state) {
    case SQL_STATE.ACCOUNT_INACTIVE:
      return accountInactive(detail.accountId === fromAccountId);
    case SQL_STATE.INSUFFICIENT_FUNDS:
      return insufficientFunds(Number(detail.availableMinor));
    case SQL_STATE.DAILY_LIMIT:
      return dailyLimitExceeded(Number(detail.dailyLimitMinor), Number(detail.remainingMinor));
    case SQL_STATE.PIN_NO_LONGER_VALID:
      return pinLocked();
    case SQL_STATE.NEW_RECIPIENT_WINDOW: {
      const endsAt = typeof detail.endsAt === 'string' ? new Date(detail.endsAt) : null;
      return newPayeeLimit(Number(detail.limitMinor), Number(detail.remainingMinor), endsAt);
    }
  }
}
