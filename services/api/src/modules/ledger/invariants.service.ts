import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { sqlRows } from '../../platform/database/sql';

export interface InvariantCheck {
  name: string;
  ok: boolean;
  /** What is wrong (at most 10 offenders), empty when ok. */
  offenders: string[];
}

export interface InvariantReport {
  ok: boolean;
  checkedAt: string;
  checks: InvariantCheck[];
}

const LIMIT = 10;

const CHECKS: Array<{ name: string; sql: string }> = [
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
    name: 'no deposit account below zero, no credit account beyond its limit',
    sql: `SELECT id || ': ' || balance_minor AS offender FROM ledger_accounts
          WHERE kind = 'customer' AND balance_minor + credit_limit_minor < 0 LIMIT ${LIMIT}`,
  },
];

/** The ledger's invariants, checked from scratch (Jepsen's bank test, in SQL). */
@Injectable()
export class InvariantsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async check(): Promise<InvariantReport> {
    // One snapshot for all checks, so concurrent postings cannot make a healthy ledger look broken.
    const checks = await this.db.transaction('REPEATABLE READ', async (tx) => {
      const results: InvariantCheck[] = [];
      for (const { name, sql } of CHECKS) {
        const rows = await sqlRows<{ offender: string }>(tx, sql);
        results.push({ name, ok: rows.length === 0, offenders: rows.map((row) => row.offender) });
      }
      return results;
    });
    return { ok: checks.every((check) => check.ok), checkedAt: new Date().toISOString(), checks };
  }
}
