import type { AdminDispute, Dispute } from '@vaultline/contracts';
import type { DisputeRow, EventRow } from './disputes.queries';

/** A dispute as its customer reads it: staff-only notes left out. */
export function toDisputeView(row: DisputeRow, events: EventRow[]): Dispute {
  const credited = Number(row.credited_minor);
  return {
    id: row.id,
    subjectKind: row.subject_kind,
    subjectId: row.subject_id,
    accountId: row.account_id,
    counterparty: row.counterparty,
    amountMinor: Number(row.amount_minor),
    transactionAt: row.transaction_at.toISOString(),
    reason: row.reason,
    description: row.description,
    status: row.status,
    lateFiling: row.late_filing,
    resolveDays: row.resolve_days,
    provisionalCreditDue: row.provisional_due,
    resolveBy: row.resolve_by,
    provisionalCreditMinor: credited,
    provisionalCreditAt: row.credited_at?.toISOString() ?? null,
    reversalAt: credited > Number(row.reversed_minor) ? row.reversal_on : null,
    question: row.status === 'info_requested' ? row.question : null,
    decisionNote: row.decision_note,
    hasAttachment: row.attachment_id !== null,
    events: events
      .filter((event) => !event.staff_only)
      .map((event) => ({ at: event.created_at.toISOString(), kind: event.kind, text: event.text })),
    createdAt: row.created_at.toISOString(),
  };
}

/** A dispute as staff read it: with the customer's name, the next deadline and internal notes. */
export function toAdminView(
  row: DisputeRow,
  events: EventRow[],
  customerName: string,
): AdminDispute {
  const undecided = row.status === 'open' || row.status === 'info_requested';
  const creditPending = undecided && Number(row.credited_minor) === 0;
  return {
    ...toDisputeView(row, events),
    userId: row.user_id,
    customerName,
    nextDeadline:
      creditPending && row.provisional_due < row.resolve_by ? row.provisional_due : row.resolve_by,
    escalated: row.escalated_at !== null,
    internalNotes: events
      .filter((event) => event.staff_only)
      .map((event) => ({
        at: event.created_at.toISOString(),
        staffId: event.actor_id ?? '',
        text: event.text,
      })),
    approvalsNeeded: row.approvals_needed,
    firstApproverId: row.first_approver_id,
  };
}
