import type { AccountSummary, Transaction, TransactionPage } from '@vaultline/contracts';
import { uuid } from './session';

export const CHECKING_ID = uuid(101);
export const SAVINGS_ID = uuid(102);

export function makeAccount(overrides: Partial<AccountSummary> = {}): AccountSummary {
  return {
    id: CHECKING_ID,
    name: 'Everyday Checking',
    type: 'checking',
    numberLast4: '4821',
    status: 'active',
    balanceMinor: 250_000,
    creditLimitMinor: 0,
    openedAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export const checking = makeAccount();
export const savings = makeAccount({
  id: SAVINGS_ID,
  name: 'Rainy Day',
  type: 'savings',
  numberLast4: '9034',
  balanceMinor: 1_000_050,
});

export function makeTransaction(n: number, overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: uuid(1000 + n),
    date: `2026-03-${String((n % 28) + 1).padStart(2, '0')}T12:00:00.000Z`,
    title: `Payment ${n}`,
    description: `Coffee shop ${n}`,
    category: 'Food',
    type: 'debit',
    amountMinor: -(n * 100 + 25),
    status: 'completed',
    accountId: CHECKING_ID,
    accountName: 'Everyday Checking',
    accountNumberLast4: '4821',
    transferId: null,
    ...overrides,
  };
}

export function transactionPage(
  items: Transaction[],
  total = items.length,
  nextCursor: string | null = null,
  totalCapped = false,
): TransactionPage {
  return { items, total, totalCapped, nextCursor };
}
