// The ledger's names: its internal accounts and the kinds of journal entry.

/** The bank's own accounts: where money comes from and goes to when it is not a customer's. */
export type InternalAccount =
  | 'teller_cash'
  | 'adjustments'
  | 'outbound_clearing'
  | 'holds'
  | 'fees'
  | 'settlement'
  | 'ach_clearing'
  | 'ach_holds'
  | 'check_holds';

export type EntryKind =
  | 'deposit'
  | 'transfer'
  | 'hold'
  | 'release'
  | 'clearing'
  | 'settlement'
  | 'return'
  | 'adjustment'
  | 'reversal'
  | 'ach'
  /** A mobile check deposit: approved (into check_holds), then available. */
  | 'check'
  /** Money that came in from another bank, sent back: the one kind that may take an account below zero. */
  | 'deposit_return';
