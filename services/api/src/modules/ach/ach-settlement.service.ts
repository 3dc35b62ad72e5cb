import { Inject, Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JobsService } from '../../platform/jobs/jobs.service';
import { LedgerService } from '../ledger/ledger.service';
import { lockBatchFile, markSettled } from './ach-batches.queries';
import { AchClock } from './ach-clock';
import { isCredit, ruleFor } from './ach-effects';
import { entriesOfBatch, lockEntry } from './ach-entries.queries';
import type { AchEntryRow } from './ach-entries.queries';
import { AchFiles } from './ach-files.service';
import {
  JOB_MAKE_AVAILABLE,
  JOB_RETURN,
  JOB_SEND_FILE,
  JOB_SETTLE_FILE,
  RETURN_AFTER_BUSINESS_DAYS,
} from './ach-jobs';
import { AchLifecycle } from './ach-lifecycle.service';
import { ACH_NETWORK } from './ach-network';
import type { AchNetwork } from './ach-network';

/**
 * The ACH jobs: a file is written and sent, the network settles it a business day later (the
 * bank's settlement account takes the file's net), each entry moves on, returns arrive two
 * business days after, and each pull's hold ends on its date.
 */
@Injectable()
export class AchSettlement implements OnModuleInit {
  constructor(
    @Inject(ACH_NETWORK) private readonly network: AchNetwork,
    private readonly jobs: JobsService,
    private readonly files: AchFiles,
    private readonly lifecycle: AchLifecycle,
    private readonly ledger: LedgerService,
    private readonly clock: AchClock,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JOB_SEND_FILE, (tx) => this.files.sendFile(tx), { merge: () => ({}) });
    this.jobs.register(JOB_SETTLE_FILE, (tx, payload) =>
      this.settleFile(tx, String(payload.batchId)),
    );
    this.jobs.register(JOB_MAKE_AVAILABLE, (tx, payload) =>
      this.makeAvailable(tx, String(payload.entryId)),
    );
    this.jobs.register(JOB_RETURN, (tx, payload) =>
      this.returnEntry(tx, String(payload.entryId), String(payload.code)),
    );
  }

  /** The network settles a sent file: the net posts to settlement, entries move on, returns are queued. */
  async settleFile(tx: EntityManager, batchId: string): Promise<() => Promise<void>> {
    const batch = await lockBatchFile(tx, batchId);
    const wake = () => Promise.resolve(this.lifecycle.wake());
    if (batch?.status !== 'sent') return wake;
    const returns = await this.network.settle(batch.file_text);
    const entries = await entriesOfBatch(tx, batchId);
    await this.postNet(tx, entries, batchId);
    await markSettled(tx, batchId);
    for (const entry of entries)
      if (ruleFor(entry.purpose, 'settle')) await this.lifecycle.move(tx, entry, 'settle');
    const returnAt = this.clock.afterBusinessDays(RETURN_AFTER_BUSINESS_DAYS);
    const byTrace = new Map(entries.map((entry) => [entry.trace_number, entry.id]));
    for (const { traceNumber, code } of returns) {
      const entryId = byTrace.get(traceNumber);
      if (entryId) await this.jobs.enqueue(tx, JOB_RETURN, returnAt, { entryId, code });
    }
    return wake;
  }

  /** The file's net through the bank's settlement account: credits paid out, debits received. */
  private async postNet(tx: EntityManager, entries: AchEntryRow[], batchId: string): Promise<void> {
    const net = entries.reduce(
      (total, entry) => total + (isCredit(entry.purpose) ? 1 : -1) * Number(entry.amount_minor),
      0,
    );
    if (net === 0) return;
    const clearing = await this.ledger.internalAccount(tx, 'ach_clearing');
    const settlement = await this.ledger.internalAccount(tx, 'settlement');
    const [from, to] = net > 0 ? [clearing, settlement] : [settlement, clearing];
    await this.ledger.post(tx, {
      kind: 'settlement',
      memo: `ACH file ${batchId} settled`,
      actor: { id: null, role: 'system' },
      moves: [{ from, to, amountMinor: Math.abs(net) }],
    });
  }

  /** A pull's hold ends (nothing to do if it came back first). */
  async makeAvailable(tx: EntityManager, entryId: string): Promise<() => Promise<void>> {
    const entry = await lockEntry(tx, entryId);
    if (entry?.purpose === 'pull' && entry.status === 'pending')
      await this.lifecycle.move(tx, entry, 'make_available');
    return () => Promise.resolve(this.lifecycle.wake());
  }

  /** The receiving bank's return of an entry. */
  async returnEntry(
    tx: EntityManager,
    entryId: string,
    code: string,
  ): Promise<() => Promise<void>> {
    const entry = await lockEntry(tx, entryId);
    if (entry && entry.status !== 'returned') await this.lifecycle.move(tx, entry, 'return', code);
    return () => Promise.resolve(this.lifecycle.wake());
  }
}
