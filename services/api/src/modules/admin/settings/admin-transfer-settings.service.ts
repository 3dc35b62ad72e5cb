import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AdminTransferSettingsRequest,
  TransferSettingsUpdate,
  TransferSettingsView,
} from '@vaultline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import type { AuthContext } from '../../users/auth-context';
import { sqlRows, sqlRun } from '../../../platform/database/sql';
import {
  PIN_FAILURES_MAX,
  TransferPolicyService,
  TransferSettings,
} from '../../transfers/transfer-policy.service';
import { adminNotFound, ownAccount } from '../admin.exception';
import { assertUnchanged, reasonRequired } from '../approvals/change-request-rules';
import type {
  AfterCommit,
  ChangeApplier,
  ChangeValues,
  StoredChange,
} from '../approvals/change-request.types';
import { ChangeRequestsService } from '../approvals/change-requests.service';
import { staffActor } from '../staff-actor';

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
        await this.writeTransferSettings(tx, userId, { ...before, ...immediate });
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
    await this.writeTransferSettings(tx, userId, after);
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
    const rows = await sqlRows<{ id: string }>(
      tx,
      'SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE',
      [userId],
    );
    if (rows.length === 0) throw adminNotFound('user');
  }

  private async writeTransferSettings(
    tx: EntityManager,
    userId: string,
    settings: TransferFields,
  ): Promise<void> {
    await sqlRun(
      tx,
      `INSERT INTO transfer_settings AS s (user_id, step_up_required, limit_tier, suspended_reason)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE
       SET step_up_required = $2, limit_tier = $3, suspended_reason = $4, updated_at = now()`,
      [userId, settings.stepUpRequired, settings.limitTier, settings.suspendedReason],
    );
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

type TransferFields = Pick<
  TransferSettingsView,
  'stepUpRequired' | 'limitTier' | 'suspendedReason'
>;

function transferFields(settings: TransferSettings): TransferFields {
  return {
    stepUpRequired: settings.stepUpRequired,
    limitTier: settings.tier,
    suspendedReason: settings.suspendedReason,
  };
}

function pickFields(values: TransferFields, fields: object): ChangeValues {
  return Object.fromEntries(
    Object.keys(fields).map((field) => [field, values[field as keyof TransferFields]]),
  );
}

/**
 * Which asked-for changes add protection (applied at once: step-up on, suspending or changing the
 * reason) and which remove it or change a limit (a second staff member approves: step-up off,
 * lifting a suspension, any tier change). Fields equal to today's are dropped.
 */
export function splitTransferChange(
  current: TransferFields,
  request: AdminTransferSettingsRequest,
) {
  const immediate: Partial<TransferFields> = {};
  const needsApproval: ChangeValues = {};
  if (request.stepUpRequired !== undefined && request.stepUpRequired !== current.stepUpRequired) {
    if (request.stepUpRequired) immediate.stepUpRequired = true;
    else needsApproval.stepUpRequired = false;
  }
  if (
    request.suspendedReason !== undefined &&
    request.suspendedReason !== current.suspendedReason
  ) {
    if (request.suspendedReason) immediate.suspendedReason = request.suspendedReason;
    else needsApproval.suspendedReason = null;
  }
  if (request.limitTier !== undefined && request.limitTier !== current.limitTier)
    needsApproval.limitTier = request.limitTier;
  return { immediate, needsApproval };
}
