import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Adjustment, AdjustmentRequest } from '@vaultline/contracts';
import { AdjustmentRequestSchema, AdminErrorCode } from '@vaultline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import type { AuthContext } from '../../platform/auth/current-user.decorator';
import { toMinor } from '../../platform/database/money';
import { sqlRows } from '../../platform/database/sql';
import { LedgerErrorCode, LedgerRefusal } from '../ledger/ledger.exception';
import { LedgerService } from '../ledger/ledger.service';
import { ActivityService } from '../transactions/activity.service';
import { accountInactive, insufficientFunds } from '../transfers/transfers.exception';
import { TransferPolicyService } from '../transfers/transfer-policy.service';
import { AdminException, adminNotFound } from './admin.exception';
import { staffActor } from './staff-actor';

interface AdjustmentRow {
  id: string;
  status: Adjustment['status'];
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
 * customer account against the bank's adjustments account, dated now, with a reason. Above the
 * bank's threshold a second staff member must approve (maker-checker); the decision is one atomic
 * update, so any number of concurrent approvals post once.
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

  /** Errors: ADMIN_NOT_FOUND (no such customer account), TRANSFERS_INSUFFICIENT_FUNDS (a debit the account cannot take). */
  async create(staff: AuthContext, input: AdjustmentRequest, client: ClientInfo): Promise<Adjustment> {
    const request = AdjustmentRequestSchema.parse(input);
    const { adjustmentApprovalThresholdMinor } = await this.policy.bankSettings();
    const needsApproval = request.amountMinor > adjustmentApprovalThresholdMinor;
    const id = await this.db.transaction(async (tx) => {
      const [account] = await tx.query("SELECT id FROM ledger_accounts WHERE id = $1 AND kind = 'customer'", [request.accountId]);
      if (!account) throw adminNotFound('account');
      const [row] = await tx.query(
        `INSERT INTO adjustment_requests (account_id, direction, amount_minor, title, category, description, reason, status, maker_id, decided_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $8 = 'posted' THEN now() END) RETURNING id`,
        [request.accountId, request.direction, request.amountMinor, request.title, request.category, request.description, request.reason, needsApproval ? 'pending' : 'posted', staff.user.id],
      );
      const adjustment = await this.one(tx, row.id);
      if (!needsApproval) await this.post(tx, adjustment, staff);
      await this.audit.record(tx, {
        actor: staffActor(staff),
        action: needsApproval ? 'adjustment.requested' : 'adjustment.posted',
        target: { type: 'account', id: request.accountId },
        ip: client.ip,
        after: { adjustmentId: row.id, direction: request.direction, amountMinor: request.amountMinor, title: request.title, reason: request.reason },
      });
      return row.id as string;
    });
    return this.get(id);
  }

  /** Errors: ADMIN_NOT_FOUND, ADMIN_OWN_APPROVAL (the maker), ADMIN_NOT_PENDING (already decided), TRANSFERS_INSUFFICIENT_FUNDS. */
  async approve(staff: AuthContext, id: string, client: ClientInfo): Promise<Adjustment> {
    await this.db.transaction(async (tx) => {
      const decided = await this.decide(tx, staff, id, 'posted', null);
      await this.post(tx, decided, staff);
      await this.audit.record(tx, {
        actor: staffActor(staff),
        action: 'adjustment.approved',
        target: { type: 'account', id: decided.account_id },
        ip: client.ip,
        before: { adjustmentId: id, status: 'pending', maker: decided.maker_id },
        after: { status: 'posted', amountMinor: toMinor(decided.amount_minor), direction: decided.direction },
      });
    });
    return this.get(id);
  }

  /** The maker may withdraw their own request; anyone else may reject it. Errors: ADMIN_NOT_FOUND, ADMIN_NOT_PENDING. */
  async reject(staff: AuthContext, id: string, reason: string, client: ClientInfo): Promise<Adjustment> {
    await this.db.transaction(async (tx) => {
      const rows = await sqlRows<{ account_id: string }>(
        tx,
        "UPDATE adjustment_requests SET status = 'rejected', checker_id = $2, decision_reason = $3, decided_at = now() WHERE id = $1 AND status = 'pending' RETURNING account_id",
        [id, staff.user.id, reason],
      );
      if (rows.length === 0) throw await this.whyNotPending(tx, id, staff, false);
      await this.audit.record(tx, { actor: staffActor(staff), action: 'adjustment.rejected', target: { type: 'account', id: rows[0].account_id }, ip: client.ip, before: { adjustmentId: id, status: 'pending' }, after: { status: 'rejected', reason } });
    });
    return this.get(id);
  }

  async list(status: Adjustment['status'] | undefined): Promise<Adjustment[]> {
    const rows: AdjustmentRow[] = await this.db.query(`${SELECT} ${status ? 'WHERE r.status = $1' : ''} ORDER BY r.created_at DESC LIMIT 200`, status ? [status] : []);
    return rows.map(toAdjustment);
  }

  async get(id: string): Promise<Adjustment> {
    return toAdjustment(await this.one(this.db.manager, id));
  }

  private async one(tx: EntityManager, id: string): Promise<AdjustmentRow> {
    const [row] = await tx.query(`${SELECT} WHERE r.id = $1`, [id]);
    if (!row) throw adminNotFound('adjustment');
    return row;
  }

  /** One atomic update decides: a second decision, even concurrent, finds nothing pending. */
  private async decide(tx: EntityManager, staff: AuthContext, id: string, status: 'posted', reason: string | null): Promise<AdjustmentRow> {
    const rows = await sqlRows<{ id: string }>(
      tx,
      `UPDATE adjustment_requests SET status = $2, checker_id = $3, decision_reason = $4, decided_at = now()
       WHERE id = $1 AND status = 'pending' AND maker_id <> $3 RETURNING id`,
      [id, status, staff.user.id, reason],
    );
    if (rows.length === 0) throw await this.whyNotPending(tx, id, staff, true);
    return this.one(tx, id);
  }

  private async whyNotPending(tx: EntityManager, id: string, staff: AuthContext, approving: boolean): Promise<AdminException> {
    const [row] = await tx.query('SELECT status, maker_id FROM adjustment_requests WHERE id = $1', [id]);
    if (!row) return adminNotFound('adjustment');
    if (row.status === 'pending' && approving && row.maker_id === staff.user.id) {
      return new AdminException(AdminErrorCode.OWN_APPROVAL, 'You made this request: another staff member must approve it.');
    }
    return new AdminException(AdminErrorCode.NOT_PENDING, `This adjustment was already ${row.status}.`);
  }

  private async post(tx: EntityManager, adjustment: AdjustmentRow, staff: AuthContext): Promise<void> {
    const bank = await this.ledger.internalAccount(tx, 'adjustments');
    const amountMinor = toMinor(adjustment.amount_minor);
    const credit = adjustment.direction === 'credit';
    try {
      const { entryId } = await this.ledger.post(tx, {
        kind: 'adjustment',
        memo: `${adjustment.title}: ${adjustment.reason}`,
        actor: staffActor(staff),
        idempotencyRef: `adjustment:${adjustment.id}`,
        moves: [{ from: credit ? bank : adjustment.account_id, to: credit ? adjustment.account_id : bank, amountMinor }],
      });
      await tx.query('UPDATE adjustment_requests SET entry_id = $2 WHERE id = $1', [adjustment.id, entryId]);
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
      throw error.code === LedgerErrorCode.INSUFFICIENT_FUNDS ? insufficientFunds(error.availableMinor) : accountInactive(true);
    }
  }
}
