import type { AchNetwork, AchReturn } from '../ach-network';
import { parseNachaFile } from '../nacha/nacha-parse';
import type { AchReturnCode } from '../nacha/nacha-return-codes';

/** Debit transaction codes (the other bank's account pays): checking 27, savings 37. */
const DEBIT_CODES = new Set(['27', '37']);

/**
 * The receiving banks' answer to a transfer by rule, from the account number's last four digits:
 * 0001 has no money for a debit (R01), 0002 was closed after it was linked (R02, any transfer),
 * 0003 did not authorise a debit (R10). Micro-deposits (the ACCTVERIFY batch) always arrive, so any
 * account can be linked and then show its return.
 */
export function simulatedReturn(
  accountNumber: string,
  transactionCode: string,
): AchReturnCode | null {
  const debit = DEBIT_CODES.has(transactionCode);
  const ending = accountNumber.trim().slice(-4);
  if (ending === '0002') return 'R02';
  if (debit && ending === '0001') return 'R01';
  if (debit && ending === '0003') return 'R10';
  return null;
}

/**
 * The demo's and the tests' ACH network: it reads every file the way an operator would (a file
 * that does not parse, or whose totals do not add up, is refused and the job fails loudly), then
 * answers each entry by simulatedReturn (a bill payment by the customer's reference at the biller:
 * one ending 0002 is an account the biller closed, R02).
 */
export class SimulatedAchNetwork implements AchNetwork {
  readonly simulated = true;

  settle(fileText: string): Promise<AchReturn[]> {
    const file = parseNachaFile(fileText);
    const returns: AchReturn[] = [];
    for (const batch of file.batches) {
      if (batch.header.entryDescription === 'ACCTVERIFY') continue;
      const billPay = batch.header.entryDescription === 'BILLPAY';
      for (const entry of batch.entries) {
        // A biller answers by the customer's reference it carries (the biller's account is open).
        const account = billPay ? entry.individualId : entry.accountNumber;
        const code = simulatedReturn(account, entry.transactionCode);
        if (code) returns.push({ traceNumber: entry.traceNumber, code });
      }
    }
    return Promise.resolve(returns);
  }
}
