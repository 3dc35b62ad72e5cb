import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Adjustment, AdjustmentRequest } from '@vaultline/contracts';
import { AdjustmentRequestSchema } from '@vaultline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import type { AuthContext } from '../../users/auth-context';
import { toMinor } from '../../../platform/database/money';
import { sqlRows, sqlRun } from '../../../platform/database/sql';
import { LedgerErrorCode, LedgerRefusal } from '../../ledger/ledger.exception';
import { LedgerService } from '../../ledger/ledger.service';
import { ActivityService } from '../../transactions/activity.service';
import { accountInactive, insufficientFunds } from '../../transfers/transfers.exception';
import {
  BankSettings,
  today,
  TransferPolicyService,
} from '../../transfers/transfer-policy.service';
import { adminNotFound, ownAccount } from '../admin.exception';
import { decidePending } from '../approvals/maker-checker';
import { staffActor } from '../staff-actor';

type ApprovalRule = NonNullable<Adjustment['approvalRule']>;

interface AdjustmentRow {
  id: string;
  status: Adjustment['status'];
  approval_rule: Adjustment['approvalRule'];
  account_id: string;
  account_name: string;
  account_number: string;
  owner_id: string;
  owner_first_name: string;
  owner_last_name: string;
  direction: 'credit' | 'debit';
  amount_minor: string;
  title: string;
  category: string;
  description: string;
  reason: string;
  maker_id: string;
  maker_name: string;
  checker_id: string | null;
  checker_name: string | null;
  decision_reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const SELECT = `SELECT r.*, a.name AS account_name, a.number AS account_number, a.owner_id, o.first_name AS owner_first_name, o.last_name AS owner_last_name,
    m.first_name || ' ' || m.last_name AS maker_name, c.first_name || ' ' || c.last_name AS checker_name
  FROM adjustment_requests r JOIN ledger_accounts a ON a.id = r.account_id JOIN users o ON o.id = a.owner_id
  JOIN users m ON m.id = r.maker_id LEFT JOIN users c ON c.id = r.checker_id`;

function toAdjustment(row: AdjustmentRow): Adjustment {
  return {
    id: row.id,
    status: row.status,
    approvalRule: row.approval_rule,
    accountId: row.account_id,
    accountName: row.account_name,
    accountNumberLast4: row.account_number.slice(-4),
    customer: { id: row.owner_id, firstName: row.owner_first_name, lastName: row.owner_last_name },
    direction: row.direction,
    amountMinor: toMinor(row.amount_minor),
    title: row.title,
    category: row.category,
    description: row.description,
    reason: row.reason,
    maker: { id: row.maker_id, name: row.maker_name },
    checker: row.checker_id ? { id: row.checker_id, name: row.checker_name ?? '' } : null,
    decisionReason: row.decision_reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

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
    const id = await this.db.transaction(async (tx) => {
      const [account] = await sqlRows<{ owner_id: string }>(
        tx,
        "SELECT owner_id FROM ledger_accounts WHERE id = $1 AND kind = 'customer'",
        [request.accountId],
      );
      if (!account) throw adminNotFound('account');
      if (account.owner_id === staff.user.id) throw ownAccount('your own account');
      const rule = await this.approvalRule(tx, staff, request.amountMinor, bank);
      const [row] = await sqlRows<{ id: string }>(
        tx,
        `INSERT INTO adjustment_requests (account_id, direction, amount_minor, title, category, description, reason,
           status, maker_id, approval_rule, decided_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $8 = 'posted' THEN now() END) RETURNING id`,
        [
          request.accountId,
          request.direction,
          request.amountMinor,
          request.title,
          request.category,
          request.description,
          request.reason,
          rule ? 'pending' : 'posted',
          staff.user.id,
          rule,
        ],
      );
      if (!rule) await this.post(tx, await this.one(tx, row.id), staff);
      await this.audit.record(tx, {
        actor: staffActor(staff),
        action: rule ? 'adjustment.requested' : 'adjustment.posted',
        target: { type: 'account', id: request.accountId },
        ip: client.ip,
        after: {
          adjustmentId: row.id,
          direction: request.direction,
          amountMinor: request.amountMinor,
          title: request.title,
          reason: request.reason,
          approvalRule: rule,
        },
      });
      return row.id;
    });
    return this.get(id);
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
    const rows = await sqlRows<AdjustmentRow>(
      this.db,
      `${SELECT} ${status ? 'WHERE r.status = $1' : ''} ORDER BY r.created_at DESC LIMIT 200`,
      status ? [status] : [],
    );
    return rows.map(toAdjustment);
  }

  async get(id: string): Promise<Adjustment> {
    return toAdjustment(await this.one(this.db.manager, id));
  }

  private async one(tx: EntityManager, id: string): Promise<AdjustmentRow> {
    const [row] = await sqlRows<AdjustmentRow>(tx, `${SELECT} WHERE r.id = $1`, [id]);
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
    const counted = await sqlRows<{ total_minor: string }>(
      tx,
      `INSERT INTO staff_adjustment_totals AS t (staff_id, day, total_minor) VALUES ($1, $2, $3)
       ON CONFLICT (staff_id, day) DO UPDATE SET total_minor = t.total_minor + EXCLUDED.total_minor
       WHERE t.total_minor + EXCLUDED.total_minor <= $4 RETURNING total_minor`,
      [staff.user.id, today(), amountMinor, bank.staffDailyAdjustmentLimitMinor],
    );
    return counted.length === 1 ? null : 'staff_daily_total';
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
      await sqlRun(tx, 'UPDATE adjustment_requests SET entry_id = $2 WHERE id = $1', [
        adjustment.id,
        entryId,
      ]);
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
