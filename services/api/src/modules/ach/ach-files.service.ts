import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { JobsService } from '../../platform/jobs/jobs.service';
import { insertBatch } from './ach-batches.queries';
import { AchClock } from './ach-clock';
import { isCredit, transactionCodeFor } from './ach-effects';
import { assignToBatch, lockUnsent, nextTraceSerials } from './ach-entries.queries';
import type { AchEntryRow } from './ach-entries.queries';
import { JOB_SEND_FILE, JOB_SETTLE_FILE, SETTLE_AFTER_BUSINESS_DAYS } from './ach-jobs';
import { writeNachaFile } from './nacha/nacha-file';
import type { NachaBatchInput } from './nacha/nacha-file';

/** Entries in one file at most; more wait for the next run (which the first one queues). */
const FILE_ENTRIES_MAX = 5000;
/** The simulated network operator's routing number (the file's immediate destination). */
export const OPERATOR_ROUTING = '011000015';

/** NACHA text is upper-case printable ASCII: accents dropped, anything else a space. */
export function achText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .toUpperCase();
}

/**
 * Writes the ACH files: the entries not sent yet go into one NACHA file (micro-deposits in an
 * ACCTVERIFY batch, transfers in a TRANSFER batch, bill payments in a BILLPAY batch), kept byte for byte with its hash, and the
 * network's settlement is queued a business day later.
 */
@Injectable()
export class AchFiles {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly clock: AchClock,
  ) {}

  async sendFile(tx: EntityManager): Promise<void> {
    const entries = await lockUnsent(tx, FILE_ENTRIES_MAX);
    if (entries.length === 0) return;
    const odfi = this.config.routingNumber.slice(0, 8);
    const serials = await nextTraceSerials(tx, entries.length);
    const traces = serials.map((serial) => `${odfi}${String(serial).padStart(7, '0')}`);
    const now = new Date();
    const fileText = writeNachaFile({
      immediateDestination: OPERATOR_ROUTING,
      immediateOrigin: `1${this.config.routingNumber}`,
      destinationName: 'SIMULATED ACH OPERATOR',
      originName: 'VAULTLINE',
      fileCreation: now,
      fileIdModifier: 'A',
      batches: this.batches(entries, traces, now),
    });
    const batchId = await insertBatch(tx, {
      fileName: `vaultline-${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}-${traces[0]}.ach`,
      fileText,
      fileSha256: createHash('sha256').update(fileText).digest('hex'),
      entryCount: entries.length,
      debitTotalMinor: sum(entries.filter((entry) => !isCredit(entry.purpose))),
      creditTotalMinor: sum(entries.filter((entry) => isCredit(entry.purpose))),
    });
    await assignToBatch(
      tx,
      batchId,
      entries.map((entry) => entry.id),
      traces,
    );
    const settleAt = this.clock.afterBusinessDays(SETTLE_AFTER_BUSINESS_DAYS, now);
    await this.jobs.enqueue(tx, JOB_SETTLE_FILE, settleAt, { batchId });
    if (entries.length === FILE_ENTRIES_MAX) await this.jobs.enqueue(tx, JOB_SEND_FILE, now, {});
  }

  private batches(entries: AchEntryRow[], traces: string[], now: Date): NachaBatchInput[] {
    const withTrace = entries.map((entry, index) => ({ entry, trace: traces[index] as string }));
    const groups: [string, typeof withTrace][] = (
      ['ACCTVERIFY', 'TRANSFER', 'BILLPAY'] as const
    ).map((description) => [
      description,
      withTrace.filter(({ entry }) => batchDescriptionOf(entry) === description),
    ]);
    return groups
      .filter(([, group]) => group.length > 0)
      .map(([description, group], index) => ({
        companyName: 'VAULTLINE',
        companyId: `1${this.config.routingNumber}`,
        entryClass: 'PPD',
        entryDescription: description,
        effectiveEntryDate: now,
        originatingDfi: this.config.routingNumber.slice(0, 8),
        batchNumber: index + 1,
        entries: group.map(({ entry, trace }) => ({
          transactionCode: transactionCodeFor(entry.purpose, entry.account_type),
          receivingRouting: entry.routing_number,
          accountNumber: entry.account_number,
          amountMinor: Number(entry.amount_minor),
          // A bill payment carries the customer's reference at the biller, as billers expect.
          individualId:
            entry.payee_reference ?? entry.id.replace(/-/g, '').slice(0, 15).toUpperCase(),
          individualName: achText(entry.holder_name).slice(0, 22),
          traceNumber: trace,
        })),
      }));
  }
}

/** The batch an entry goes in: micro-deposits, transfers, or bill payments. */
function batchDescriptionOf(entry: AchEntryRow): 'ACCTVERIFY' | 'TRANSFER' | 'BILLPAY' {
  if (entry.purpose.startsWith('micro')) return 'ACCTVERIFY';
  return entry.purpose === 'bill_payment' ? 'BILLPAY' : 'TRANSFER';
}

function sum(entries: AchEntryRow[]): number {
  return entries.reduce((total, entry) => total + Number(entry.amount_minor), 0);
}
