import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type {
  AdminTransferSettingsRequest,
  TransferSettingsUpdate,
  TransferSettingsView,
} from '@vaultline/contracts';
import { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { PIN_FAILURES_MAX, TransferPolicyService } from '../../transfers/transfer-policy.service';
import type { AuthContext } from '../../users/auth-context';
import { adminNotFound, ownAccount } from '../admin.exception';
import { assertUnchanged, reasonRequired } from '../approvals/change-request-rules';
import type { AfterCommit, ChangeApplier, StoredChange } from '../approvals/change-request.types';
import { ChangeRequestsService } from '../approvals/change-requests.service';
import { staffActor } from '../staff-actor';
import { lockUserRow, writeTransferSettings } from './settings.queries';
import type { TransferFields } from './transfer-settings-change';
import { pickFields, splitTransferChange, transferFields } from './transfer-settings-change';

/** A customer's transfer settings as staff change them: step-up codes, the daily limit tier, suspension. */
@Injectable()
export class AdminTransferSettingsService implements ChangeApplier {
  readonly kind = 'transfer_settings';

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly policy: TransferPolicyService,
    private readonly requests: ChangeRequestsService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Step-up codes, the daily limit tier and suspension of outgoing transfers. What adds protection
   * applies at once (step-up on, a suspension or its reason); what removes it or changes a limit
   * (step-up off, lifting a suspension, another tier) waits for a second staff member, in one
   * request. Errors: ADMIN_NOT_FOUND, ADMIN_OWN_ACCOUNT (the caller's own user), ADMIN_REASON_REQUIRED.
   */
  async update(
    staff: AuthContext,
    userId: string,
    request: AdminTransferSettingsRequest,
    client: ClientInfo,
  ): Promise<TransferSettingsUpdate> {
    return this.db.transaction(async (tx) => {
      await this.lockUser(tx, userId);
      const before = transferFields(await this.policy.settings(userId, tx));
      const { immediate, needsApproval } = splitTransferChange(before, request);
      if (
        Object.keys(immediate).length + Object.keys(needsApproval).length > 0 &&
        userId === staff.user.id
      )
        throw ownAccount('your own user');
      if (Object.keys(needsApproval).length > 0 && !request.reason) throw reasonRequired();
      if (Object.keys(immediate).length > 0) {
        await writeTransferSettings(tx, userId, { ...before, ...immediate });
        await this.audit.record(tx, {
          actor: staffActor(staff),
          action: 'user.transfer_settings_changed',
          target: { type: 'user', id: userId },
          ip: client.ip,
          before,
          after: { ...before, ...immediate },
        });
      }
      const opened = Object.keys(needsApproval).length
        ? await this.requests.open(
            tx,
            staff,
            {
              kind: 'transfer_settings',
              subjectId: userId,
              changes: needsApproval,
              before: pickFields(before, needsApproval),
              reason: request.reason,
            },
            client,
          )
        : null;
      return { settings: await this.view(tx, userId), request: opened };
    });
  }

  /** Applies an approved transfer-settings request, if those settings still hold what the maker saw. */
  async applyChange(
    tx: EntityManager,
    checker: AuthContext,
    change: StoredChange,
    client: ClientInfo,
  ): Promise<AfterCommit[]> {
    const userId = change.subjectId as string;
    await this.lockUser(tx, userId);
    const before = transferFields(await this.policy.settings(userId, tx));
    assertUnchanged(change, before);
    const after = { ...before, ...(change.changes as Partial<TransferFields>) };
    await writeTransferSettings(tx, userId, after);
    await this.audit.record(tx, {
      actor: staffActor(checker),
      action: 'user.transfer_settings_changed',
      target: { type: 'user', id: userId },
      ip: client.ip,
      before,
      after,
      details: { requestId: change.id, makerId: change.makerId },
    });
    return [];
  }

  private async lockUser(tx: EntityManager, userId: string): Promise<void> {
    if (!(await lockUserRow(tx, userId))) throw adminNotFound('user');
  }

  private async view(tx: EntityManager, userId: string): Promise<TransferSettingsView> {
    const settings = await this.policy.settings(userId, tx);
    return {
      ...transferFields(settings),
      pinSet: settings.pinHash !== null,
      pinLocked: settings.pinFailures >= PIN_FAILURES_MAX,
    };
  }
}
