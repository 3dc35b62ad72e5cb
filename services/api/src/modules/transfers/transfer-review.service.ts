import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { Transfer } from '@vaultline/contracts';
import { AdminErrorCode } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { AppException } from '../../platform/http/app.exception';
import type { AuthContext } from '../users/auth-context';
import {
  accountOwner,
  lockTransfer,
  readReviewQueue,
  readSender,
  readTransfer,
} from './data/transfer-records.queries';
import { TransferTransitions } from './lifecycle/transfer-transitions.service';
import { TransferNotices } from './transfer-notices';
import { toTransfer } from './transfer-row';
import type { TransferRow } from './transfer-row';
import type { Sender } from './transfer.types';
import { notUnderReview, transferNotFound } from './transfers.exception';

export interface ReviewItem {
  transfer: Transfer;
  customer: { id: string; firstName: string; lastName: string; email: string };
}

/** Staff decisions on held transfers: approve (the money moves on) or reject (it goes back, with the reason). */
@Injectable()
export class TransferReviewService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly transitions: TransferTransitions,
    private readonly notices: TransferNotices,
    private readonly audit: AuditService,
  ) {}

  async queue(): Promise<ReviewItem[]> {
    const rows = await readReviewQueue(this.db);
    return rows.map((row) => ({
      transfer: toTransfer(row),
      customer: {
        id: row.user_id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
      },
    }));
  }

  /**
   * The money moves on; the customer (and an internal recipient) is told.
   * Errors: TRANSFERS_NOT_FOUND, TRANSFERS_NOT_UNDER_REVIEW (e.g. a second decision), ADMIN_OWN_ACCOUNT (the
   * reviewer is a party).
   */
  async approve(staff: AuthContext, id: string, client: ClientInfo): Promise<Transfer> {
    return this.decide(staff, id, client, async (tx, transfer, customer) => {
      await this.transitions.approve(tx, transfer, customer);
      return { action: 'transfer.approved', reason: null };
    });
  }

  /** Errors: TRANSFERS_NOT_FOUND, TRANSFERS_NOT_UNDER_REVIEW, ADMIN_OWN_ACCOUNT. */
  async reject(
    staff: AuthContext,
    id: string,
    reason: string,
    client: ClientInfo,
  ): Promise<Transfer> {
    return this.decide(staff, id, client, async (tx, transfer) => {
      await this.transitions.reject(tx, transfer, reason, {
        id: staff.user.id,
        role: staff.user.role,
      });
      return { action: 'transfer.rejected', reason };
    });
  }

  /** Staff never decide on a transfer they sent or that pays one of their accounts. Errors: ADMIN_OWN_ACCOUNT. */
  private async assertNotParty(
    tx: EntityManager,
    staff: AuthContext,
    transfer: TransferRow,
  ): Promise<void> {
    const recipientId = transfer.recipient_account_id;
    const recipientOwner = recipientId ? await accountOwner(tx, recipientId) : null;
    if (transfer.user_id === staff.user.id || recipientOwner === staff.user.id) {
      const message = 'You are a party to this transfer: another staff member must review it.';
      throw new AppException(403, AdminErrorCode.OWN_ACCOUNT, message);
    }
  }

  private async decide(
    staff: AuthContext,
    id: string,
    client: ClientInfo,
    act: (
      tx: EntityManager,
      transfer: TransferRow,
      customer: Sender,
    ) => Promise<{ action: string; reason: string | null }>,
  ): Promise<Transfer> {
    await this.db.transaction(async (tx) => {
      const row = await lockTransfer(tx, id);
      if (!row) throw transferNotFound();
      if (row.status !== 'under_review') throw notUnderReview();
      await this.assertNotParty(tx, staff, row);
      const sender = await readSender(tx, row.user_id);
      if (!sender) throw transferNotFound();
      const outcome = await act(tx, row, sender);
      await this.audit.record(tx, {
        actor: { id: staff.user.id, role: staff.user.role },
        action: outcome.action,
        target: { type: 'transfer', id },
        ip: client.ip,
        before: { status: 'under_review' },
        after: { status: row.status, reason: outcome.reason },
      });
    });
    // The outcome's notice was written with the decision; its email goes now.
    this.notices.wake();
    return toTransfer(await readTransfer(this.db, id));
  }
}
