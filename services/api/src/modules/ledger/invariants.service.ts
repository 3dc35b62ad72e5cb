import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CHECKS, offenders } from './invariants.queries';

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

/** The ledger's invariants, checked from scratch (Jepsen's bank test, in SQL). */
@Injectable()
export class InvariantsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async check(): Promise<InvariantReport> {
    // One snapshot for all checks, so concurrent postings cannot make a healthy ledger look broken.
    const checks = await this.db.transaction('REPEATABLE READ', async (tx) => {
      const results: InvariantCheck[] = [];
      for (const { name, sql } of CHECKS) {
        const rows = await offenders(tx, sql);
        results.push({ name, ok: rows.length === 0, offenders: rows.map((row) => row.offender) });
      }
      return results;
    });
    return { ok: checks.every((check) => check.ok), checkedAt: new Date().toISOString(), checks };
  }
}
