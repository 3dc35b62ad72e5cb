import type { TransferEvent } from '@vaultline/contracts';
import type { TransferRow } from './transfer-row';

/** A recorded decision about a transfer (from the audit log): what, and when. */
export interface TransferDecisionRecord {
  action: string;
  at: string;
}

type TimelineRow = Pick<
  TransferRow,
  'kind' | 'status' | 'needs_review' | 'failure_reason' | 'created_at' | 'completed_at'
>;

const DECISIONS: Record<string, TransferEvent['event']> = {
  'transfer.approved': 'approved',
  'transfer.rejected': 'rejected',
  'transfer.cancelled': 'cancelled',
};

const RETURNED_PREFIX = 'The receiving bank returned';

function iso(date: Date | null): string | null {
  return date ? new Date(date).toISOString() : null;
}

/** How it ended, when it has: paid, settled, returned, or refused with the stored reason. */
function ending(row: TimelineRow, decided: Set<string>): TransferEvent | null {
  const at = iso(row.completed_at);
  const detail = row.failure_reason;
  switch (row.status) {
    case 'completed':
      return {
        event: 'completed',
        at,
        detail:
          row.kind === 'internal'
            ? "Paid into the recipient's account."
            : 'The receiving bank accepted it.',
      };
    case 'failed':
      return { event: detail?.startsWith(RETURNED_PREFIX) ? 'returned' : 'failed', at, detail };
    case 'rejected':
    case 'cancelled':
      return decided.has(row.status) ? null : { event: row.status, at, detail };
    default:
      return null;
  }
}

/**
 * A transfer's steps from what is stored: started; waiting for its code; held for review; the
 * staff decision or the customer's cancellation (audit log, with their times); sent to the other
 * bank; and how it ended, with the stored reason. Steps whose time is not recorded have `at: null`.
 */
export function transferTimeline(
  row: TimelineRow,
  records: TransferDecisionRecord[],
): TransferEvent[] {
  const events: TransferEvent[] = [{ event: 'started', at: iso(row.created_at), detail: null }];
  if (row.status === 'awaiting_code')
    events.push({
      event: 'awaiting_code',
      at: null,
      detail: 'Waiting for your confirmation code (emailed, or from your authenticator app).',
    });
  if (row.needs_review)
    events.push({ event: 'held', at: null, detail: 'Held for review, with the money reserved.' });
  const decided = new Set<string>();
  for (const record of [...records].sort((a, b) => a.at.localeCompare(b.at))) {
    const event = DECISIONS[record.action];
    if (!event) continue;
    decided.add(event);
    const detail = event === 'approved' ? null : row.failure_reason;
    events.push({ event, at: record.at, detail });
  }
  const sent = row.kind === 'external' && ['pending', 'completed', 'failed'].includes(row.status);
  if (sent)
    events.push({
      event: 'sent',
      at: null,
      detail: 'Sent to the receiving bank, which settles it.',
    });
  const end = ending(row, decided);
  if (end) events.push(end);
  return events;
}
