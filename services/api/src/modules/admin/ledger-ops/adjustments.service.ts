import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { Adjustment, AdjustmentRequest } from '@vaultline/contracts';
import { AdjustmentRequestSchema } from '@vaultline/contracts';
import { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { toMinor } from '../../../platform/database/money';
import { LedgerErrorCode, LedgerRefusal } from '../../ledger/ledger.exception';
import { LedgerService } from '../../ledger/ledger.service';
import { ActivityService } from '../../transactions/activity.service';
import { today, TransferPolicyService } from '../../transfers/transfer-policy.service';
import type { BankSettings } from '../../transfers/transfer-policy.service';
import { accountInactive, insufficientFunds } from '../../transfers/transfers.exception';
import type { AuthContext } from '../../users/auth-context';
import { adminNotFound, ownAccount } from '../admin.exception';
import { decidePending } from '../approvals/maker-checker';
import { staffActor } from '../staff-actor';
import { toAdjustment } from './adjustment.mapper';
import type { AdjustmentRow, ApprovalRule } from './adjustments.queries';
import {
  addToStaffDailyTotal,
  findAdjustment,
  findAdjustments,
  findCustomerAccount,
  insertAdjustmentRequest,
  setAdjustmentEntry,
} from './adjustments.queries';

/**
 * Post adjustment (replaces "Add Balance" and "Create Transaction"): money into or out of a
 * customer account against the bank's adjustments account, dated now, with a reason. A second
 * staff member must approve it (maker-checker) above the bank's threshold, and also when it would
 * take the maker's adjustments posted today without approval over the per-staff daily total. The
 * decision is one atomic update, so any number of concurrent approvals post once. Nobody adjusts,
 * approves or rejects an adjustment on their own account.
 */
@Injectable()
export class AdjustmentsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly ledger: LedgerService,
    private readonly activity: ActivityService,
    private readonly policy: TransferPolicyService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Errors: ADMIN_NOT_FOUND (no such customer account), ADMIN_OWN_ACCOUNT (the maker's own account),
   * TRANSFERS_INSUFFICIENT_FUNDS (a debit the account cannot take).
   */
  async create(
    staff: AuthContext,
    input: AdjustmentRequest,
    client: ClientInfo,
  ): Promise<Adjustment> {
    const request = AdjustmentRequestSchema.parse(input);
    const bank = await this.policy.bankSettings();
    const adjustmentId = await this.db.transaction(async (tx) => {
      const account = await findCustomerAccount(tx, request.accountId);
      if (!account) throw adminNotFound('account');
      if (account.owner_id === staff.user.id) throw ownAccount('your own account');
      const rule = await this.approvalRule(tx, staff, request.amountMinor, bank);
      const id = await insertAdjustmentRequest(tx, request, staff.user.id, rule);
      if (!rule) await this.post(tx, await this.one(tx, id), staff);
      await this.audit.record(tx, {
        actor: staffActor(staff),
        action: rule ? 'adjustment.requested' : 'adjustment.posted',
        target: { type: 'account', id: request.accountId },
        ip: client.ip,
        after: {
          adjustmentId: id,
          direction: request.direction,
          amountMinor: request.amountMinor,
          title: request.title,
          reason: request.reason,
          approvalRule: rule,
        },
      });
      return id;
    });
    return this.get(adjustmentId);
  }

  /**
   * Errors: ADMIN_NOT_FOUND, ADMIN_OWN_APPROVAL (the maker), ADMIN_OWN_ACCOUNT (the checker's own account),
   * ADMIN_NOT_PENDING (already decided), TRANSFERS_INSUFFICIENT_FUNDS.
   */
  async approve(staff: AuthContext, id: string, client: ClientInfo): Promise<Adjustment> {
    await this.db.transaction(async (tx) => {
      await decidePending(tx, 'adjustment', id, staff, 'approve', null);
      const decided = await this.one(tx, id);
      if (decided.owner_id === staff.user.id) throw ownAccount('your own account');
      await this.post(tx, decided, staff);
      await this.audit.record(tx, {
        actor: staffActor(staff),
        action: 'adjustment.approved',
        target: { type: 'account', id: decided.account_id },
        ip: client.ip,
        before: { adjustmentId: id, status: 'pending', maker: decided.maker_id },
        after: {
          status: 'posted',
          amountMinor: toMinor(decided.amount_minor),
          direction: decided.direction,
        },
      });
    });
    return this.get(id);
  }

  /**
   * Anyone but the maker rejects, with a reason.
   * Errors: ADMIN_NOT_FOUND, ADMIN_NOT_PENDING, ADMIN_OWN_APPROVAL, ADMIN_OWN_ACCOUNT.
   */
  async reject(
    staff: AuthContext,
    id: string,
    reason: string,
    client: ClientInfo,
  ): Promise<Adjustment> {
    return this.close(staff, id, 'reject', reason, client);
  }

  /** The maker takes their request back. Errors: ADMIN_NOT_FOUND, ADMIN_NOT_PENDING, ADMIN_NOT_MAKER. */
  async withdraw(staff: AuthContext, id: string, client: ClientInfo): Promise<Adjustment> {
    return this.close(staff, id, 'withdraw', null, client);
  }

  async list(status: Adjustment['status'] | undefined): Promise<Adjustment[]> {
    const rows = await findAdjustments(this.db, status);
    return rows.map(toAdjustment);
  }

  async get(id: string): Promise<Adjustment> {
    return toAdjustment(await this.one(this.db.manager, id));
  }

  private async one(tx: EntityManager, id: string): Promise<AdjustmentRow> {
    const row = await findAdjustment(tx, id);
    if (!row) throw adminNotFound('adjustment');
    return row;
  }

  private async close(
    staff: AuthContext,
    id: string,
    decision: 'reject' | 'withdraw',
    reason: string | null,
    client: ClientInfo,
  ): Promise<Adjustment> {
    await this.db.transaction(async (tx) => {
      await decidePending(tx, 'adjustment', id, staff, decision, reason);
      const decided = await this.one(tx, id);
      if (decision === 'reject' && decided.owner_id === staff.user.id)
        throw ownAccount('your own account');
      const status = decision === 'reject' ? 'rejected' : 'withdrawn';
      await this.audit.record(tx, {
        actor: staffActor(staff),
        action: `adjustment.${status}`,
        target: { type: 'account', id: decided.account_id },
        ip: client.ip,
        before: { adjustmentId: id, status: 'pending' },
        after: { status, reason },
      });
    });
    return this.get(id);
  }

  /**
   * Why this adjustment needs a second staff member, or null when it posts now. Posting now adds it
   * to the maker's total for the bank day (UTC) in one conditional upsert: the row's lock makes
   * parallel adjustments of one maker count one after the other, so they cannot all slip under.
   */
  private async approvalRule(
    tx: EntityManager,
    staff: AuthContext,
    amountMinor: number,
    bank: BankSettings,
  ): Promise<ApprovalRule | null> {
    if (amountMinor > bank.adjustmentApprovalThresholdMinor) return 'threshold';
    if (amountMinor > bank.staffDailyAdjustmentLimitMinor) return 'staff_daily_total';
    const counted = await addToStaffDailyTotal(tx, {
      staffId: staff.user.id,
      day: today(),
      amountMinor,
      limitMinor: bank.staffDailyAdjustmentLimitMinor,
    });
    return counted ? null : 'staff_daily_total';
  }

  private async post(
    tx: EntityManager,
    adjustment: AdjustmentRow,
    staff: AuthContext,
  ): Promise<void> {
    const bank = await this.ledger.internalAccount(tx, 'adjustments');
    const amountMinor = toMinor(adjustment.amount_minor);
    const credit = adjustment.direction === 'credit';
    try {
      const { entryId } = await this.ledger.post(tx, {
        kind: 'adjustment',
        memo: `${adjustment.title}: ${adjustment.reason}`,
        actor: staffActor(staff),
        idempotencyRef: `adjustment:${adjustment.id}`,
        moves: [
          {
            from: credit ? bank : adjustment.account_id,
            to: credit ? adjustment.account_id : bank,
            amountMinor,
          },
        ],
      });
      await setAdjustmentEntry(tx, adjustment.id, entryId);
      await this.activity.record(tx, [
        {
          accountId: adjustment.account_id,
          userId: adjustment.owner_id,
          entryId,
          type: adjustment.direction,
          title: adjustment.title,
          description: adjustment.description,
          category: adjustment.category,
          amountMinor: credit ? amountMinor : -amountMinor,
          status: 'completed',
        },
      ]);
    } catch (error) {
      if (!(error instanceof LedgerRefusal)) throw error;
      throw error.code === LedgerErrorCode.INSUFFICIENT_FUNDS
        ? insufficientFunds(error.availableMinor)
        : accountInactive(true);
    }
  }
}
