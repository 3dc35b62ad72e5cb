import type { AchTransferStatus } from '@vaultline/contracts';
import type { EntryKind, InternalAccount } from '../ledger/ledger.types';

/**
 * The ACH entries' lifecycle as data (ADR 0009's pattern): each move an entry makes, the statuses
 * it goes from and to, and where its money goes. AchEntries.move refuses anything else.
 *
 * Money places: the customer's account, or one of the bank's internal accounts:
 * - ach_clearing: sent to the network and not settled yet (a push owed out, a pull owed in);
 * - ach_holds: money pulled in for a customer and held until it is available;
 * - settlement: the bank's account at the network (money that left or arrived);
 * - fees: what micro-deposits cost the bank (paid out, then pulled back).
 */
export type AchPurpose = 'pull' | 'push' | 'micro_deposit' | 'micro_withdrawal' | 'bill_payment';
export type AchStatus = AchTransferStatus;
export type AchPlace =
  'customer' | Extract<InternalAccount, 'ach_clearing' | 'ach_holds' | 'settlement' | 'fees'>;

export interface AchMoney {
  from: AchPlace;
  to: AchPlace;
  kind: EntryKind;
}

export type AchMove = 'originate' | 'settle' | 'make_available' | 'return';

interface MoveRule {
  from: readonly (AchStatus | null)[];
  to: AchStatus;
}

/** The statuses each move goes from (null: the entry is new) and to, per purpose. */
export const ACH_STATES: Record<AchPurpose, Partial<Record<AchMove, MoveRule>>> = {
  // A pull stays pending (held) when its file settles, and is available after the hold.
  pull: {
    originate: { from: [null], to: 'pending' },
    make_available: { from: ['pending'], to: 'available' },
    return: { from: ['pending', 'available'], to: 'returned' },
  },
  push: {
    originate: { from: [null], to: 'pending' },
    settle: { from: ['pending'], to: 'sent' },
    return: { from: ['pending', 'sent'], to: 'returned' },
  },
  micro_deposit: {
    originate: { from: [null], to: 'pending' },
    settle: { from: ['pending'], to: 'sent' },
    return: { from: ['pending', 'sent'], to: 'returned' },
  },
  micro_withdrawal: {
    originate: { from: [null], to: 'pending' },
    settle: { from: ['pending'], to: 'sent' },
    return: { from: ['pending', 'sent'], to: 'returned' },
  },
  // A credit to a biller's account (modules/billpay): money out, like a push.
  bill_payment: {
    originate: { from: [null], to: 'pending' },
    settle: { from: ['pending'], to: 'sent' },
    return: { from: ['pending', 'sent'], to: 'returned' },
  },
};

/** Where the money of an entry goes when it is sent: each purpose's first posting. */
export const ORIGINATE_MONEY: Record<AchPurpose, AchMoney> = {
  pull: { from: 'ach_clearing', to: 'ach_holds', kind: 'ach' },
  push: { from: 'customer', to: 'ach_clearing', kind: 'ach' },
  micro_deposit: { from: 'fees', to: 'ach_clearing', kind: 'ach' },
  micro_withdrawal: { from: 'ach_clearing', to: 'fees', kind: 'ach' },
  bill_payment: { from: 'customer', to: 'ach_clearing', kind: 'ach' },
};

/** A pull's held money reaches the customer's account. */
export const AVAILABLE_MONEY: AchMoney = { from: 'ach_holds', to: 'customer', kind: 'ach' };

/**
 * What a return moves back, by purpose and the status it came back from (returns arrive after the
 * file settled: the money goes back through settlement). A pull already available is taken back
 * from the customer's account even if it was spent: the one posting that may take an account below
 * zero (deposit_return).
 */
export function returnMoney(purpose: AchPurpose, status: AchStatus): AchMoney {
  switch (purpose) {
    case 'pull':
      return status === 'available'
        ? { from: 'customer', to: 'settlement', kind: 'deposit_return' }
        : { from: 'ach_holds', to: 'settlement', kind: 'return' };
    case 'push':
    case 'bill_payment':
      return { from: 'settlement', to: 'customer', kind: 'return' };
    case 'micro_deposit':
      return { from: 'settlement', to: 'fees', kind: 'return' };
    case 'micro_withdrawal':
      return { from: 'fees', to: 'settlement', kind: 'return' };
  }
}

/** Money that leaves a customer's account when it is sent (and comes back if returned). */
export function isMoneyOut(purpose: AchPurpose): boolean {
  return purpose === 'push' || purpose === 'bill_payment';
}

/** Credits go to the other bank (money out), debits take from it (money in). */
export function isCredit(purpose: AchPurpose): boolean {
  return purpose === 'push' || purpose === 'micro_deposit' || purpose === 'bill_payment';
}

/** The move's rule, or null when the entry's purpose never makes it. */
export function ruleFor(purpose: AchPurpose, move: AchMove): MoveRule | null {
  return ACH_STATES[purpose][move] ?? null;
}

/** The NACHA transaction code of an entry: credit 22 / 32, debit 27 / 37 (checking / savings). */
export function transactionCodeFor(
  purpose: AchPurpose,
  accountType: 'checking' | 'savings',
): '22' | '27' | '32' | '37' {
  const savings = accountType === 'savings';
  if (isCredit(purpose)) return savings ? '32' : '22';
  return savings ? '37' : '27';
}
