import type { BillPayment } from '@vaultline/contracts';
import { returnDescription } from '../ach/ach-texts';
import type { BillPaymentRow } from './bill-payments.queries';

export function toPaymentView(row: BillPaymentRow): BillPayment {
  return {
    id: row.id,
    customerBillerId: row.customer_biller_id,
    billerName: row.biller_name,
    referenceLast4: row.reference.slice(-4),
    accountId: row.account_id,
    amountMinor: Number(row.amount_minor),
    payOn: row.pay_on,
    status: row.status,
    series:
      row.series_id && row.series_start_on && row.series_status
        ? {
            id: row.series_id,
            dayOfMonth: Number(row.series_start_on.slice(8, 10)),
            endDate: row.series_end_on,
            count: row.series_count_max,
            status: row.series_status,
          }
        : null,
    seriesRun: row.series_run,
    returnCode: row.return_code,
    returnReason: row.return_code ? returnDescription(row.return_code) : null,
    failureReason: row.failure_reason,
    createdAt: row.created_at.toISOString(),
  };
}
