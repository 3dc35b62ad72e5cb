import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { ChangeKind, ChangeRequest } from '@vaultline/contracts';
import { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import type { AuthContext } from '../../users/auth-context';
import { ownAccount } from '../admin.exception';
import { staffActor } from '../staff-actor';
import { appliersByKind, CHANGE_APPLIERS } from './change-appliers';
import type { ChangeApplier, StoredChange } from './change-request.types';
import { ChangeRequestsService } from './change-requests.service';
import { decidePending } from './maker-checker';
import type { Decision } from './maker-checker.types';

/**
 * The checker's side of change requests: approve (the change is re-checked and applied in the same
 * transaction as the decision, so concurrent approvals apply it once), reject with a reason, or
 * the maker withdraws it. Every decision is audited, and so is the change it applies.
 */
@Injectable()
export class ChangeApprovalsService {
  private readonly appliers: Record<ChangeKind, ChangeApplier>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly requests: ChangeRequestsService,
    private readonly audit: AuditService,
    @Inject(CHANGE_APPLIERS) appliers: readonly ChangeApplier[],
  ) {
    this.appliers = appliersByKind(appliers);
  }

  /**
   * Errors: ADMIN_NOT_FOUND, ADMIN_NOT_PENDING, ADMIN_OWN_APPROVAL (the maker), ADMIN_OWN_ACCOUNT (a change
   * to the checker's own user), ADMIN_CHANGED_SINCE_REQUEST, and the kind's own checks at approval
   * time (ADMIN_LAST_ADMIN, ADMIN_EMAIL_TAKEN, ADMIN_OWN_ROLE).
   */
  async approve(staff: AuthContext, id: string, client: ClientInfo): Promise<ChangeRequest> {
    const afterCommit = await this.db.transaction(async (tx) => {
      await decidePending(tx, 'change', id, staff, 'approve', null);
      const change = await this.requests.stored(tx, id);
      if (change.subjectId === staff.user.id) throw ownAccount('a change to your own user');
      const effects = await this.appliers[change.kind].applyChange(tx, staff, change, client);
      await this.recordDecision(tx, staff, change, 'approve', null, client);
      return effects;
    });
    for (const effect of afterCommit) await effect();
    return this.requests.get(id);
  }

  /**
   * Errors: ADMIN_NOT_FOUND, ADMIN_NOT_PENDING, ADMIN_OWN_APPROVAL (the maker withdraws instead),
   * ADMIN_OWN_ACCOUNT.
   */
  async reject(
    staff: AuthContext,
    id: string,
    reason: string,
    client: ClientInfo,
  ): Promise<ChangeRequest> {
    return this.close(staff, id, 'reject', reason, client);
  }

  /** Errors: ADMIN_NOT_FOUND, ADMIN_NOT_PENDING, ADMIN_NOT_MAKER. */
  async withdraw(staff: AuthContext, id: string, client: ClientInfo): Promise<ChangeRequest> {
    return this.close(staff, id, 'withdraw', null, client);
  }

  private async close(
    staff: AuthContext,
    id: string,
    decision: Decision,
    reason: string | null,
    client: ClientInfo,
  ): Promise<ChangeRequest> {
    await this.db.transaction(async (tx) => {
      await decidePending(tx, 'change', id, staff, decision, reason);
      const change = await this.requests.stored(tx, id);
      if (decision === 'reject' && change.subjectId === staff.user.id)
        throw ownAccount('a change to your own user');
      await this.recordDecision(tx, staff, change, decision, reason, client);
    });
    return this.requests.get(id);
  }

  private async recordDecision(
    tx: EntityManager,
    staff: AuthContext,
    change: StoredChange,
    decision: Decision,
    reason: string | null,
    client: ClientInfo,
  ) {
    const status = { approve: 'applied', reject: 'rejected', withdraw: 'withdrawn' }[decision];
    await this.audit.record(tx, {
      actor: staffActor(staff),
      action: `change.${status}`,
      target: change.subjectId
        ? { type: 'user', id: change.subjectId }
        : { type: 'bank_settings', id: '1' },
      ip: client.ip,
      before: { requestId: change.id, status: 'pending', ...change.before },
      after: { status, ...(decision === 'approve' ? change.changes : {}), reason },
      details: { requestId: change.id, kind: change.kind, makerId: change.makerId },
    });
  }
}
