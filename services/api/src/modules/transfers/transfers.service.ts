import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Transfer, TransferDetail } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import type { AuthContext } from '../users/auth-context';
import { lockTransfer, readOwnTransfer } from './data/transfer-records.queries';
import { TransferTransitions } from './lifecycle/transfer-transitions.service';
import { toTransfer } from './transfer-row';
import type { TransferRow } from './transfer-row';
import { transferTimeline } from './transfer-timeline';
import { notCancellable, transferNotFound } from './transfers.exception';

/** The audit records read for a transfer's timeline (decisions are one or two). */
const TIMELINE_RECORDS = 10;

/** A customer's transfers after they were sent: read one (with its timeline), cancel one waiting for its code. */
@Injectable()
export class TransfersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly transitions: TransferTransitions,
    private readonly audit: AuditService,
  ) {}

  async get(auth: AuthContext, id: string): Promise<Transfer> {
    return toTransfer(await this.ownRow(auth, id));
  }

  /** One of the customer's transfers with its timeline (decisions from the audit log). Errors: TRANSFERS_NOT_FOUND. */
  async detail(auth: AuthContext, id: string): Promise<TransferDetail> {
    const row = await this.ownRow(auth, id);
    const records = await this.audit.forTarget('transfer', id, TIMELINE_RECORDS);
    return { ...toTransfer(row), timeline: transferTimeline(row, records) };
  }

  /** Cancels a transfer still waiting for its code; the reserved money comes back. Errors: TRANSFERS_NOT_FOUND, TRANSFERS_NOT_CANCELLABLE. */
  async cancel(auth: AuthContext, id: string, client: ClientInfo): Promise<Transfer> {
    await this.db.transaction(async (tx) => {
      const transfer = await lockTransfer(tx, id);
      if (!transfer || transfer.user_id !== auth.user.id) throw transferNotFound();
      if (transfer.status !== 'awaiting_code') throw notCancellable();
      await this.transitions.cancel(tx, transfer, { id: auth.user.id, role: auth.user.role });
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'transfer.cancelled',
        target: { type: 'transfer', id },
        ip: client.ip,
      });
    });
    return this.get(auth, id);
  }

  private async ownRow(auth: AuthContext, id: string): Promise<TransferRow> {
    const row = await readOwnTransfer(this.db, id, auth.user.id);
    if (!row) throw transferNotFound();
    return row;
  }
}
