import type { TransferResult, TransferStatus } from '@vaultline/contracts';
import type { EntityManager } from 'typeorm';
import type { OneTimeCodesService } from '../identity/one-time-codes.service';
import type { PreparedStatements } from '../../platform/database/prepared-statements';
import { enqueueSql } from '../../platform/jobs/jobs.service';
import { JOB_NOTIFY, startedPayload } from './transfer-notices';
import type { WindowRule } from './recipient-windows.service';
import type { RecipientData } from './transfer-row';
import {
  accountInactive,
  dailyLimitExceeded,
  insufficientFunds,
  newPayeeLimit,
  pinLocked,
  TransfersException,
} from './transfers.exception';

// The write of a decided transfer: what the API sends transfer_start_many (migration 0023, transfer-start.sql) and
// what it answers.

/** What transfer_start_many answers for one transfer: written now (the body is the caller's), a stored answer, a conflict or a refusal. */
export type StartAnswer =
  | { status: 201; replayed: false }
  | { status: number; body: unknown; replayed: true }
  | { conflict: true }
  | { refusal: Refusal };

/**
 * A refusal under the locks: VL002 a closed account, VL003 insufficient funds, VL004 over the daily
 * limit, VL005 the PIN no longer holds (transfers locked by wrong PINs counted meanwhile, or a new
 * PIN), VL006 over what a new recipient may receive in its first window.
 */
interface Refusal {
  state: 'VL002' | 'VL003' | 'VL004' | 'VL005' | 'VL006';
  detail: Record<string, unknown>;
}

/** One decided transfer as transfer_start_many writes it (migration 0023, transfer-start.sql; every key is required). */
export interface StartParams {
  key: string | null;
  requestHash: string | null;
  /** The keyed hash of the PIN the customer gave, checked again under the lock wrong PINs take (null: no PIN, e.g. a scheduled run). */
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
  /** The statement lines to write. */
  lines: {
    accountId: string;
    userId: string;
    type: string;
    title: string;
    amountMinor: number;
    status: TransferStatus;
  }[];
  rememberPayee: boolean;
  job: { kind: string; runAt: string; payload: Record<string, unknown> } | null;
  /** The step-up code's row (one_time_codes), when the transfer waits for one. */
  code: ReturnType<OneTimeCodesService['prepareCode']>['row'] | null;
  response: TransferResult;
  /** The new-recipient window the transfer counts in (null between the sender's own accounts). */
  window: WindowRule | null;
}

/** A refusal transfer_start_many answered (its SQLSTATE and numbers), in the customer's words. */
export function refusalFor(refusal: Refusal, fromAccountId: string): TransfersException {
  const { state, detail } = refusal;
  switch (state) {
    case 'VL002':
      return accountInactive(detail.accountId === fromAccountId);
    case 'VL003':
      return insufficientFunds(Number(detail.availableMinor));
    case 'VL004':
      return dailyLimitExceeded(Number(detail.dailyLimitMinor), Number(detail.remainingMinor));
    case 'VL005':
      return pinLocked();
    case 'VL006': {
      const endsAt = typeof detail.endsAt === 'string' ? new Date(detail.endsAt) : null;
      return newPayeeLimit(Number(detail.limitMinor), Number(detail.remainingMinor), endsAt);
    }
  }
}

/**
 * The batch's write, and with it (same statement, same commit, no round trip of its own) one job
 * that tells the customers of the batch's new transfers (TransferNotices: sent, received, held).
 */
const START_SQL = `WITH notices AS (${enqueueSql('$2', '$3')})
  SELECT transfer_start_checked($1::jsonb) AS answers`;

/**
 * Writes decided transfers with transfer_start_checked (the PIN check, then transfer_start_many):
 * one round trip for all of them, which also queues their notices. Inside a caller's transaction
 * (a scheduled run) a refusal still undoes only its own transfer.
 */
export async function startTransfers(
  prepared: PreparedStatements,
  params: StartParams[],
  tx?: EntityManager,
): Promise<StartAnswer[]> {
  const [{ answers }] = await prepared.rows<{ answers: StartAnswer[] }>(
    'transfer_start_checked',
    START_SQL,
    [JSON.stringify(params), JOB_NOTIFY, startedPayload(params)],
    tx,
  );
  return answers;
}
