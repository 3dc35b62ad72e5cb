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
  | 'check_holds'
  | 'card_holds'
  | 'card_settlement'
  | 'dispute_credits';

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
  /** Money that came in from another bank, sent back: it may take an account below zero. */
  | 'deposit_return'
  /** A card authorisation: the customer's money into card_holds. */
  | 'card_hold'
  /** A card payment cleared: the hold (and any difference) to card_settlement; may go below zero. */
  | 'card_clearing'
  /** A card hold given back (reversed by the merchant, or expired). */
  | 'card_release'
  /** A merchant's refund of a card payment. */
  | 'card_refund'
  /** A dispute's credit to the customer (provisional, made final when granted). */
  | 'dispute_credit'
  /** A denied dispute's provisional credit taken back after its notice; may go below zero. */
  | 'dispute_reversal'
  /** The card network pays a dispute back (an accepted chargeback). */
  | 'chargeback';
