import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type {
  AchBatchDetail,
  AchBatchList,
  AchBatchSummary,
  AchEntryView,
} from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { AppException } from '../../platform/http/app.exception';
import { staffActor } from '../admin/staff-actor';
import type { AuthContext } from '../users/auth-context';
import { registeredName, UsersService } from '../users/users.service';
import { listBatches, readBatch, readBatchFile } from './ach-batches.queries';
import type { AchBatchRow } from './ach-batches.queries';
import { transactionCodeFor } from './ach-effects';
import { entriesOfBatch } from './ach-entries.queries';
import type { AchEntryRow } from './ach-entries.queries';
import { returnDescription } from './ach-texts';

const BATCHES_SHOWN = 100;

const batchNotFound = () =>
  new AppException(404, 'ACH_BATCH_NOT_FOUND', 'There is no such ACH file.');

function toSummary(row: AchBatchRow): AchBatchSummary {
  return {
    id: row.id,
    fileName: row.file_name,
    status: row.status,
    entryCount: row.entry_count,
    debitTotalMinor: Number(row.debit_total_minor),
    creditTotalMinor: Number(row.credit_total_minor),
    returnCount: row.return_count,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}

/** The back office's view of the ACH files: what was sent, what settled, what came back. */
@Injectable()
export class AchBackOffice {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<AchBatchList> {
    return { batches: (await listBatches(this.db, BATCHES_SHOWN)).map(toSummary) };
  }

  /** Errors: ACH_BATCH_NOT_FOUND. */
  async detail(id: string): Promise<AchBatchDetail> {
    const batch = await readBatch(this.db, id);
    if (!batch) throw batchNotFound();
    const entries = await entriesOfBatch(this.db, id);
    const users = await this.users.findByIds([...new Set(entries.map((entry) => entry.user_id))]);
    const byId = new Map(users.map((user) => [user.id, user]));
    return {
      ...toSummary(batch),
      entries: entries.map((entry) => {
        const user = byId.get(entry.user_id);
        const customer = {
          id: entry.user_id,
          name: user ? registeredName(user) : '',
          email: user?.email ?? '',
        };
        return toEntryView(entry, customer);
      }),
    };
  }

  /** The file as sent, byte for byte; each download is audited. Errors: ACH_BATCH_NOT_FOUND. */
  async file(
    auth: AuthContext,
    id: string,
    client: ClientInfo,
  ): Promise<{ fileName: string; text: string; sha256: string }> {
    const file = await readBatchFile(this.db, id);
    if (!file) throw batchNotFound();
    await this.audit.record(this.db.manager, {
      actor: staffActor(auth),
      action: 'ach.file_downloaded',
      target: { type: 'ach_batch', id },
      ip: client.ip,
      details: { fileName: file.file_name, sha256: file.file_sha256 },
    });
    return { fileName: file.file_name, text: file.file_text, sha256: file.file_sha256 };
  }
}

function toEntryView(entry: AchEntryRow, customer: AchEntryView['customer']): AchEntryView {
  return {
    id: entry.id,
    traceNumber: entry.trace_number ?? '',
    purpose: entry.purpose,
    transactionCode: transactionCodeFor(entry.purpose, entry.account_type),
    amountMinor: Number(entry.amount_minor),
    customer,
    routingNumber: entry.routing_number,
    accountNumberLast4: entry.account_number.slice(-4),
    returnCode: entry.return_code,
    returnReason: entry.return_code ? returnDescription(entry.return_code) : null,
    returnedAt: entry.returned_at?.toISOString() ?? null,
  };
}
