import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
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

/** A check another module adds (over its own tables and the ledger's figures): what breaks it. */
export type InvariantProbe = (tx: EntityManager) => Promise<string[]>;

/**
 * The ledger's invariants, checked from scratch (Jepsen's bank test, in SQL), and those the
 * modules that hold money in the bank's internal accounts add (e.g. the ACH holds match the pulls
 * on hold), all in one snapshot.
 */
@Injectable()
export class InvariantsService {
  private readonly probes: { name: string; probe: InvariantProbe }[] = [];

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Adds a module's check (called once, at module init). */
  add(name: string, probe: InvariantProbe): void {
    this.probes.push({ name, probe });
  }

  async check(): Promise<InvariantReport> {
    // One snapshot for all checks, so concurrent postings cannot make a healthy ledger look broken.
    const checks = await this.db.transaction('REPEATABLE READ', async (tx) => {
      const results: InvariantCheck[] = [];
      for (const { name, sql } of CHECKS) {
        const rows = await offenders(tx, sql);
        results.push({ name, ok: rows.length === 0, offenders: rows.map((row) => row.offender) });
      }
      for (const { name, probe } of this.probes) {
        const found = await probe(tx);
        results.push({ name, ok: found.length === 0, offenders: found.slice(0, 10) });
      }
      return results;
    });
    return { ok: checks.every((check) => check.ok), checkedAt: new Date().toISOString(), checks };
  }
}
