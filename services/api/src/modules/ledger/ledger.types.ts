// The ledger's names: its internal accounts and the kinds of journal entry.

/** The bank's own accounts: where money comes from and goes to when it is not a customer's. */
export type InternalAccount =
  'teller_cash' | 'adjustments' | 'outbound_clearing' | 'holds' | 'fees' | 'settlement';

export type EntryKind =
  | 'deposit'
  | 'transfer'
  | 'hold'
  | 'release'
  | 'clearing'
  | 'settlement'
  | 'return'
  | 'adjustment'
  | 'reversal';
