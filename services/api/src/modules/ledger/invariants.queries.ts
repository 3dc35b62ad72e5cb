import type { Queryable } from '../../platform/database/sql';
import { sqlRows } from '../../platform/database/sql';

// The SQL of the ledger's invariants: each check lists what breaks it.

const LIMIT = 10;

export const CHECKS: Array<{ name: string; sql: string }> = [
  {
    name: 'postings sum to zero per currency',
    sql: `SELECT e.currency || ': ' || SUM(p.amount_minor) AS offender FROM postings p JOIN journal_entries e ON e.id = p.entry_id
          GROUP BY e.currency HAVING SUM(p.amount_minor) <> 0 LIMIT ${LIMIT}`,
  },
  {
    name: 'every journal entry balances',
    sql: `SELECT entry_id || ': ' || SUM(amount_minor) AS offender FROM postings GROUP BY entry_id HAVING SUM(amount_minor) <> 0 LIMIT ${LIMIT}`,
  },
  {
    name: 'every cached balance equals the sum of its postings',
    sql: `SELECT a.id || ': cached ' || a.balance_minor || ', postings ' || COALESCE(p.total, 0) AS offender
          FROM ledger_accounts a LEFT JOIN (SELECT account_id, SUM(amount_minor) AS total FROM postings GROUP BY account_id) p ON p.account_id = a.id
          WHERE a.balance_minor <> COALESCE(p.total, 0) LIMIT ${LIMIT}`,
  },
  {
    // Below zero only by money that came in from another bank and was returned after it was spent
    // (entries of kind deposit_return), by a card payment cleared above its hold (card_clearing, a
    // tip), or by a denied dispute's provisional credit taken back (dispute_reversal), and never by
    // more than those took.
    name:
      'no deposit account below zero but by returned deposits, tips cleared or credits reversed, ' +
      'no credit account beyond its limit',
    sql: `SELECT a.id || ': ' || a.balance_minor AS offender FROM ledger_accounts a
          WHERE a.kind = 'customer' AND a.balance_minor + a.credit_limit_minor < 0
            AND a.balance_minor + a.credit_limit_minor < (
              SELECT coalesce(sum(p.amount_minor), 0) FROM postings p JOIN journal_entries e ON e.id = p.entry_id
               WHERE p.account_id = a.id AND p.amount_minor < 0
                 AND e.kind IN ('deposit_return', 'card_clearing', 'dispute_reversal'))
          LIMIT ${LIMIT}`,
  },
];

/** What breaks one check (at most LIMIT offenders), read in the caller's snapshot. */
export function offenders(tx: Queryable, sql: string): Promise<{ offender: string }[]> {
  return sqlRows<{ offender: string }>(tx, sql);
}
