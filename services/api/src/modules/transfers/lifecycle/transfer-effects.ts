import type { TransferStatus } from '@vaultline/contracts';
import type { TransferTransition } from './transfer-states';

// What each move of a transfer does, as data: where the money goes, which statement lines are
// written or follow the status, whether the daily total and the recipient's first window get the
// amount back, whether the recipient becomes a remembered payee, which notice and which follow-up
// job. The start path (StartPlanner → transfer_start_many) and the later transitions
// (TransferTransitions) both read it from here; the statement lines' words are built only here.

/** The accounts a transfer's money moves between, by the part they play. */
export type MoneyPlace = 'sender' | 'recipient' | 'holds' | 'outbound_clearing' | 'settlement';

/** The journal entry kinds a transfer's moves post. */
export type TransferEntryKind =
  'hold' | 'transfer' | 'clearing' | 'release' | 'return' | 'settlement';

export interface MoneyMove {
  from: MoneyPlace;
  to: MoneyPlace;
  entryKind: TransferEntryKind;
}

export type TransferNotice = 'held' | 'delivered' | 'rejected' | 'returned';

export interface TransferEffects {
  transition: TransferTransition;
  status: TransferStatus;
  move: MoneyMove | null;
  /** The recipient's statement line is written (money landed in a Vaultline account). */
  recipientLine: boolean;
  /** The daily total and the recipient's first window get the amount back (the money went back). */
  givesBack: boolean;
  /** The recipient becomes a remembered payee (its first window opens). */
  remembersPayee: boolean;
  notice: TransferNotice | null;
  job: 'settle' | 'expire' | null;
}

/** The category every transfer's statement lines carry (transfer_write writes the same word). */
export const TRANSFER_CATEGORY = 'Transfer';

/** The title of the sender's line. */
export function sentTitle(recipientName: string): string {
  return `Transfer to ${recipientName}`;
}

/** The title of the recipient's line: the sender's registered name. */
export function receivedTitle(sender: { firstName: string; lastName: string }): string {
  return `Transfer from ${sender.firstName} ${sender.lastName}`;
}

/** The title of a refused scheduled run's line. */
export function refusedRunTitle(recipientName: string): string {
  return `Scheduled transfer to ${recipientName}`;
}

/** One statement line of a transfer, as both writers take it. */
export interface TransferLine {
  accountId: string;
  userId: string;
  type: 'transfer' | 'credit';
  title: string;
  amountMinor: number;
  status: TransferStatus;
}

export function senderLine(
  transfer: { fromAccountId: string; userId: string; amountMinor: number; recipientName: string },
  status: TransferStatus,
): TransferLine {
  return {
    accountId: transfer.fromAccountId,
    userId: transfer.userId,
    type: 'transfer',
    title: sentTitle(transfer.recipientName),
    amountMinor: -transfer.amountMinor,
    status,
  };
}

/** The recipient's line: written only when the money lands, so always completed. */
export function recipientLine(
  recipient: { accountId: string; ownerId: string },
  sender: { firstName: string; lastName: string },
  amountMinor: number,
): TransferLine {
  return {
    accountId: recipient.accountId,
    userId: recipient.ownerId,
    type: 'credit',
    title: receivedTitle(sender),
    amountMinor,
    status: 'completed',
  };
}

const NOTHING_ELSE = { recipientLine: false, givesBack: false, remembersPayee: false };

/**
 * A new transfer's effects: held (the money waits in holds for a code or a review), or sent at
 * once (to the Vaultline recipient, completed; or to outbound clearing, pending until settled).
 * `known`: the recipient was a remembered payee already.
 */
export function startEffects(
  status: TransferStatus,
  kind: 'internal' | 'external',
  known: boolean,
): TransferEffects {
  if (status === 'awaiting_code' || status === 'under_review')
    return {
      transition: 'start',
      status,
      move: { from: 'sender', to: 'holds', entryKind: 'hold' },
      ...NOTHING_ELSE,
      notice: null,
      job: status === 'awaiting_code' ? 'expire' : null,
    };
  return {
    transition: 'start',
    status,
    move:
      kind === 'internal'
        ? { from: 'sender', to: 'recipient', entryKind: 'transfer' }
        : { from: 'sender', to: 'outbound_clearing', entryKind: 'clearing' },
    ...NOTHING_ELSE,
    recipientLine: kind === 'internal',
    remembersPayee: !known,
    notice: null,
    job: kind === 'external' ? 'settle' : null,
  };
}

/** Held money moves on (after the code, or a review's approval): landed, or into clearing. */
export function deliveryEffects(
  transition: 'confirm' | 'approve',
  kind: 'internal' | 'external',
): TransferEffects {
  return {
    transition,
    status: kind === 'internal' ? 'completed' : 'pending',
    move: {
      from: 'holds',
      to: kind === 'internal' ? 'recipient' : 'outbound_clearing',
      entryKind: 'release',
    },
    recipientLine: kind === 'internal',
    givesBack: false,
    remembersPayee: true,
    notice: 'delivered',
    job: kind === 'external' ? 'settle' : null,
  };
}

/** After the code, a transfer that needs a review waits for staff; the recipient is known now. */
export const TO_REVIEW: TransferEffects = {
  transition: 'confirm',
  status: 'under_review',
  move: null,
  ...NOTHING_ELSE,
  remembersPayee: true,
  notice: 'held',
  job: null,
};

/** Held money goes back to the sender, and the transfer ends. */
export function releaseEffects(
  transition: 'confirm' | 'reject' | 'cancel' | 'expire',
  status: 'failed' | 'rejected' | 'cancelled',
): TransferEffects {
  return {
    transition,
    status,
    move: { from: 'holds', to: 'sender', entryKind: 'release' },
    ...NOTHING_ELSE,
    givesBack: true,
    notice: transition === 'confirm' ? 'returned' : transition === 'reject' ? 'rejected' : null,
    job: null,
  };
}

/** The clearing network accepted an external transfer. */
export const SETTLED: TransferEffects = {
  transition: 'settle',
  status: 'completed',
  move: { from: 'outbound_clearing', to: 'settlement', entryKind: 'settlement' },
  ...NOTHING_ELSE,
  notice: null,
  job: null,
};

/** The receiving bank returned an external transfer: the money back, the sender told why. */
export const RETURNED: TransferEffects = {
  transition: 'return',
  status: 'failed',
  move: { from: 'outbound_clearing', to: 'sender', entryKind: 'return' },
  ...NOTHING_ELSE,
  givesBack: true,
  notice: 'returned',
  job: null,
};

/** The memo of a move's journal entry. */
export function memoOf(move: MoneyMove, transferId: string, reason: string | null): string {
  if (move.entryKind === 'release' && move.to === 'sender')
    return `Release of transfer ${transferId}: ${reason ?? ''}`;
  if (move.entryKind === 'return') return `Return of transfer ${transferId}`;
  if (move.entryKind === 'settlement') return `Settlement of transfer ${transferId}`;
  return `Transfer ${transferId}`;
}
