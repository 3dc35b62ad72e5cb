import type { CheckDeposit, CheckImage } from '@vaultline/contracts';
import type { CheckDepositRow, CheckImageRow } from './check-deposits.queries';

export function toDepositView(row: CheckDepositRow): CheckDeposit {
  return {
    id: row.id,
    accountId: row.account_id,
    amountMinor: Number(row.amount_minor),
    checkNumber: row.check_number,
    micrRouting: row.micr_routing,
    micrAccountLast4: row.micr_account.slice(-4),
    status: row.status,
    staffNote: row.status === 'rejected' || row.status === 'needs_image' ? row.staff_note : null,
    nextDayMinor: Number(row.next_day_minor),
    nextDayAt: row.next_day_at?.toISOString() ?? null,
    restAt: row.rest_at?.toISOString() ?? null,
    availableMinor: row.status === 'returned' ? 0 : Number(row.released_minor),
    returnReason: row.return_reason,
    createdAt: row.created_at.toISOString(),
  };
}

export function toImageView(row: CheckImageRow): CheckImage {
  return { id: row.id, width: row.width, height: row.height, sha256: row.sha256 };
}
