/**
 * The bank a deposited check is drawn on, as the demo and the tests simulate it: whether it pays the
 * check, by the MICR account number's last four digits (like the simulated ACH network's rules):
 * 0001 insufficient funds, 0002 account closed, 0003 payment stopped. Any other check is paid.
 */
export const PAYING_BANK_RULES: Record<string, string> = {
  '0001': 'Insufficient funds (NSF)',
  '0002': 'Account closed',
  '0003': 'Payment stopped by the check writer',
};

/** Business days after approval that an unpaid check comes back (after its hold, as they often do). */
export const CHECK_RETURN_AFTER_BUSINESS_DAYS = 3;

/** Why the paying bank will not pay this check, or null when it pays. */
export function unpaidReason(micrAccount: string): string | null {
  return PAYING_BANK_RULES[micrAccount.slice(-4)] ?? null;
}
