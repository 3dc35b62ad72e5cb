import { createHash } from 'node:crypto';
import type { RecipientData } from '../transfer-row';

/** Ties a step-up code to one transfer's amount and recipient (PSD2 dynamic linking). */
export function codeBinding(
  kind: 'transfer' | 'schedule',
  id: string,
  amountMinor: number,
  recipient: RecipientData,
): string {
  return createHash('sha256')
    .update(`${kind}|${id}|${amountMinor}|${recipient.routingNumber}|${recipient.accountNumber}`)
    .digest('hex');
}
