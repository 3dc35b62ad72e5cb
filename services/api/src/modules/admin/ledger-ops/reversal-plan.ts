import type { EntityManager } from 'typeorm';
import { AdminErrorCode } from '@vaultline/contracts';
import type { TransactionType } from '@vaultline/contracts';
import { toMinor } from '../../../platform/database/money';
import type { Move } from '../../ledger/ledger.service';
import { AdminException } from '../admin.exception';
import type { LineRow } from './transaction-ops.queries';
import {
  findPostings,
  findTransferLineEntry,
  findTransferToReverse,
} from './transaction-ops.queries';

/** What a reversal posts (`moves`), the entry it reverses, and the entries whose lines it marks reversed. */
export interface ReversalPlan {
  moves: Move[];
  reverses: string;
  lineEntries: string[];
}

export function notReversible(message: string): AdminException {
  return new AdminException(AdminErrorCode.NOT_REVERSIBLE, message);
}

/** An internal transfer goes back from the recipient to the sender (whatever holds it went through). */
export async function planTransferReversal(
  tx: EntityManager,
  transferId: string,
): Promise<ReversalPlan> {
  const transfer = await findTransferToReverse(tx, transferId);
  if (transfer?.kind !== 'internal' || transfer.status !== 'completed') {
    throw notReversible(
      'A transfer to another bank cannot be reversed here: ask the receiving bank to recall it.',
    );
  }
  const delivered = await findTransferLineEntry(tx, transferId, 'delivered');
  const sent = await findTransferLineEntry(tx, transferId, 'sent');
  if (!delivered || !sent) throw notReversible('This transfer has no posted lines to reverse.');
  const moves: Move[] = [
    {
      from: transfer.recipient_account_id,
      to: transfer.from_account_id,
      amountMinor: toMinor(transfer.amount_minor),
    },
  ];
  return { moves, reverses: delivered.entry_id, lineEntries: [sent.entry_id, delivered.entry_id] };
}

/** Any other entry (a deposit, an adjustment): every posting undone. */
export async function planEntryReversal(tx: EntityManager, entryId: string): Promise<ReversalPlan> {
  const postings = await findPostings(tx, entryId);
  const credited = postings.filter((p) => toMinor(p.amount_minor) > 0);
  const debited = postings.filter((p) => toMinor(p.amount_minor) < 0);
  const [credit] = credited;
  const [debit] = debited;
  if (!credit || !debit || credited.length !== 1 || debited.length !== 1)
    throw notReversible('This entry cannot be reversed automatically.');
  const moves: Move[] = [
    { from: credit.account_id, to: debit.account_id, amountMinor: toMinor(credit.amount_minor) },
  ];
  return { moves, reverses: entryId, lineEntries: [entryId] };
}

/** The new statement line that undoes `original` (the opposite amount, the reason as description). */
export function reversalLine(original: LineRow, entryId: string, reason: string) {
  const amountMinor = -toMinor(original.amount_minor);
  const type: TransactionType = amountMinor > 0 ? 'credit' : 'debit';
  return {
    accountId: original.account_id,
    userId: original.user_id,
    entryId,
    transferId: original.transfer_id,
    type,
    title: `Reversal: ${original.title}`,
    description: reason,
    category: original.category,
    amountMinor,
    status: 'completed' as const,
    reversalOf: original.id,
  };
}
