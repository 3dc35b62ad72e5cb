import type { TransferResult } from '@vaultline/contracts';
import type { BankSettings } from '../transfer-policy.service';
import { toTransfer } from '../transfer-row';
import type { TransferRow } from '../transfer-row';

/** What a customer is answered after a transfer moved on (its code given): the transfer as it is now. */
export function transferResult(
  row: TransferRow,
  bank: BankSettings,
  warnings: string[],
): TransferResult {
  const outcome = row.status as TransferResult['outcome'];
  return {
    outcome,
    transfer: toTransfer(row),
    schedule: null,
    warnings,
    reviewTime: outcome === 'under_review' ? bank.reviewTime : null,
    codeSentTo: null,
    codeMethod: null,
  };
}
