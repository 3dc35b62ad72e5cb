import type { AccountType, Schedule, Transfer, TransferStatus } from '@vaultline/contracts';
import { toMinor } from '../../platform/database/money';

/** The recipient as the customer entered it (stored with the transfer, never changed). */
export interface RecipientData {
  accountType: AccountType;
  accountNumber: string;
  routingNumber: string;
  name: string;
  address?: string | null;
}

export interface TransferRow {
  id: string;
  user_id: string;
  from_account_id: string;
  kind: 'internal' | 'external';
  recipient_account_id: string | null;
  recipient: RecipientData;
  amount_minor: string;
  description: string | null;
  status: TransferStatus;
  name_mismatch: boolean;
  needs_review: boolean;
  failure_code: string | null;
  failure_reason: string | null;
  schedule_id: string | null;
  counted_on: string;
  created_at: Date;
  completed_at: Date | null;
  from_account_name?: string;
}

export const TRANSFER_COLUMNS =
  't.id, t.user_id, t.from_account_id, t.kind, t.recipient_account_id, t.recipient, t.amount_minor, t.description, t.status, t.name_mismatch, ' +
  't.needs_review, t.failure_code, t.failure_reason, t.schedule_id, t.counted_on, t.created_at, t.completed_at';

export function toTransfer(row: TransferRow): Transfer {
  return {
    id: row.id,
    status: row.status,
    kind: row.kind,
    fromAccountId: row.from_account_id,
    fromAccountName: row.from_account_name ?? '',
    amountMinor: toMinor(row.amount_minor),
    recipientName: row.recipient.name,
    recipientAccountLast4: row.recipient.accountNumber.slice(-4),
    recipientRoutingNumber: row.recipient.routingNumber,
    description: row.description,
    nameMismatch: row.name_mismatch,
    failureReason: row.failure_reason,
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}

export interface ScheduleRow {
  id: string;
  user_id: string;
  from_account_id: string;
  recipient: RecipientData;
  amount_minor: string;
  description: string | null;
  frequency: Schedule['frequency'];
  start_date: string;
  end_date: string | null;
  next_run_on: string | null;
  status: Schedule['status'];
  runs: number;
  created_at: Date;
  from_account_name?: string;
}

export function toSchedule(row: ScheduleRow): Schedule {
  return {
    id: row.id,
    status: row.status,
    frequency: row.frequency,
    nextRunOn: row.status === 'active' || row.status === 'awaiting_code' ? row.next_run_on : null,
    endDate: row.end_date,
    amountMinor: toMinor(row.amount_minor),
    fromAccountId: row.from_account_id,
    fromAccountName: row.from_account_name ?? '',
    recipientName: row.recipient.name,
    recipientAccountLast4: row.recipient.accountNumber.slice(-4),
    description: row.description,
    runs: row.runs,
    createdAt: row.created_at.toISOString(),
  };
}
