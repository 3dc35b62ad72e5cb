import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type {
  AdminCheckDeposit,
  AdminCheckDepositList,
  CheckDepositStatus,
} from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { staffActor } from '../admin/staff-actor';
import { TransferPolicyService } from '../transfers/transfer-policy.service';
import type { AuthContext } from '../users/auth-context';
import { registeredName, UsersService } from '../users/users.service';
import { CheckDepositLifecycle } from './check-deposit-lifecycle.service';
import { toDepositView, toImageView } from './check-deposit-view';
import * as refusals from './check-deposit.exception';
import * as queries from './check-deposits.queries';
import type { CheckDepositRow } from './check-deposits.queries';

type Decision = 'approve' | 'reject' | 'request_image';

/**
 * Staff's deposit review queue: each check with its photos; approve (two different staff members
 * above the bank's threshold), reject with a reason the customer reads, or ask for better photos.
 * Staff never decide on their own deposits; every decision and every photo viewed is audited.
 */
@Injectable()
export class CheckDepositReview {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly policy: TransferPolicyService,
    private readonly lifecycle: CheckDepositLifecycle,
  ) {}

  async list(status: CheckDepositStatus | undefined): Promise<AdminCheckDepositList> {
    return { deposits: await this.views(await queries.depositsForStaff(this.db, status)) };
  }

  /** Errors: CHECK_DEPOSIT_NOT_FOUND. */
  async detail(id: string): Promise<AdminCheckDeposit> {
    const row = await queries.readDeposit(this.db, id);
    if (!row) throw refusals.depositNotFound();
    return (await this.views([row]))[0] as AdminCheckDeposit;
  }

  private async views(rows: CheckDepositRow[]): Promise<AdminCheckDeposit[]> {
    const userIds = rows.flatMap((row) => [row.user_id, row.first_approver_id, row.decided_by]);
    const people = await this.users.findByIds([...new Set(userIds.filter((id) => id !== null))]);
    const byId = new Map(people.map((user) => [user.id, user]));
    const name = (id: string | null) => {
      const user = id ? byId.get(id) : undefined;
      return id && user ? { id, name: registeredName(user) } : null;
    };
    const imageIds = rows.flatMap((row) => [row.front_image_id, row.back_image_id]);
    const images = new Map((await queries.imagesById(this.db, imageIds)).map((i) => [i.id, i]));
    return rows.map((row) => {
      const image = (id: string) => toImageView(images.get(id) as queries.CheckImageRow);
      return {
        ...toDepositView(row),
        staffNote: row.staff_note,
        customer: {
          id: row.user_id,
          name: name(row.user_id)?.name ?? '',
          email: byId.get(row.user_id)?.email ?? '',
        },
        micrAccount: row.micr_account,
        approvalsNeeded: row.approvals_needed,
        firstApprover: name(row.first_approver_id),
        decidedBy: name(row.decided_by),
        decidedAt: row.decided_at?.toISOString() ?? null,
        front: image(row.front_image_id),
        back: image(row.back_image_id),
      };
    });
  }

  /** One side's photo as kept; each view is audited. Errors: CHECK_DEPOSIT_NOT_FOUND. */
  async image(auth: AuthContext, id: string, side: 'front' | 'back', client: ClientInfo) {
    const row = await queries.readDeposit(this.db, id);
    if (!row) throw refusals.depositNotFound();
    const imageId = side === 'front' ? row.front_image_id : row.back_image_id;
    const image = await queries.imageBytes(this.db, imageId);
    if (!image) throw refusals.depositNotFound();
    await this.audit.record(this.db.manager, {
      actor: staffActor(auth),
      action: 'check_deposit.image_viewed',
      target: { type: 'check_deposit', id },
      ip: client.ip,
      details: { side, imageId, sha256: image.sha256 },
    });
    return image;
  }

  /**
   * Approve: the first of two approvals, or the deciding one. Errors: CHECK_DEPOSIT_NOT_FOUND,
   * CHECK_NOT_IN_REVIEW, CHECK_OWN_DEPOSIT, CHECK_SAME_APPROVER.
   */
  approve(auth: AuthContext, id: string, client: ClientInfo): Promise<AdminCheckDeposit> {
    return this.decide(auth, id, client, 'approve', null);
  }

  /** Errors: CHECK_DEPOSIT_NOT_FOUND, CHECK_NOT_IN_REVIEW, CHECK_OWN_DEPOSIT. */
  reject(auth: AuthContext, id: string, reason: string, client: ClientInfo) {
    return this.decide(auth, id, client, 'reject', reason);
  }

  /** Errors: CHECK_DEPOSIT_NOT_FOUND, CHECK_NOT_IN_REVIEW, CHECK_OWN_DEPOSIT. */
  requestImage(auth: AuthContext, id: string, reason: string, client: ClientInfo) {
    return this.decide(auth, id, client, 'request_image', reason);
  }

  private async decide(
    auth: AuthContext,
    id: string,
    client: ClientInfo,
    decision: Decision,
    reason: string | null,
  ): Promise<AdminCheckDeposit> {
    await this.db.transaction(async (tx) => {
      const deposit = await queries.lockDeposit(tx, id);
      if (!deposit) throw refusals.depositNotFound();
      if (deposit.user_id === auth.user.id) throw refusals.ownDeposit();
      const open =
        deposit.status === 'in_review' ||
        (decision === 'reject' && deposit.status === 'needs_image');
      if (!open) throw refusals.notInReview();
      const action = await this.apply(tx, auth, deposit, decision, reason);
      await this.audit.record(tx, {
        actor: staffActor(auth),
        action: `check_deposit.${action}`,
        target: { type: 'check_deposit', id },
        ip: client.ip,
        details: { amountMinor: Number(deposit.amount_minor), ...(reason ? { reason } : {}) },
      });
    });
    this.lifecycle.wake();
    return this.detail(id);
  }

  /** The decision's effect; answers the audited action's name. */
  private async apply(
    tx: EntityManager,
    auth: AuthContext,
    deposit: CheckDepositRow,
    decision: Decision,
    reason: string | null,
  ): Promise<string> {
    const staffId = auth.user.id;
    if (decision === 'reject') {
      await this.lifecycle.change(tx, deposit, {
        status: 'rejected',
        staffNote: reason,
        decidedBy: staffId,
      });
      return 'rejected';
    }
    if (decision === 'request_image') {
      await this.lifecycle.change(tx, deposit, { status: 'needs_image', staffNote: reason });
      return 'image_requested';
    }
    if (deposit.approvals_needed === 2 && deposit.first_approver_id === staffId)
      throw refusals.sameApprover();
    if (deposit.approvals_needed === 2 && !deposit.first_approver_id) {
      await this.lifecycle.change(tx, deposit, { firstApproverId: staffId });
      return 'first_approval';
    }
    const bank = await this.policy.bankSettings(tx);
    await this.lifecycle.approve(tx, deposit, staffActor(auth), {
      nextDayMinor: bank.checkNextDayMinor,
      holdBusinessDays: bank.checkHoldBusinessDays,
    });
    return 'approved';
  }
}
