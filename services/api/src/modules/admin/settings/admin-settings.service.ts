import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type {
  BankSettings,
  BankSettingsUpdate,
  UpdateBankSettingsRequest,
} from '@vaultline/contracts';
import { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { toMinor } from '../../../platform/database/money';
import { TransferPolicyService } from '../../transfers/transfer-policy.service';
import type { AuthContext } from '../../users/auth-context';
import { assertUnchanged } from '../approvals/change-request-rules';
import type {
  AfterCommit,
  ChangeApplier,
  ChangeValues,
  StoredChange,
} from '../approvals/change-request.types';
import { ChangeRequestsService } from '../approvals/change-requests.service';
import { staffActor } from '../staff-actor';
import type { BankSettingsField, BankSettingsRow } from './settings.queries';
import { BANK_SETTINGS_FIELDS, readBankSettings, updateBankSettings } from './settings.queries';

function toSettings(row: BankSettingsRow): BankSettings {
  return {
    reviewThresholdMinor: toMinor(row.review_threshold_minor),
    reviewTime: row.review_time,
    stepUpThresholdMinor: toMinor(row.step_up_threshold_minor),
    adjustmentApprovalThresholdMinor: toMinor(row.adjustment_approval_threshold_minor),
    staffDailyAdjustmentLimitMinor: toMinor(row.staff_daily_adjustment_limit_minor),
    newPayeeLimitMinor: toMinor(row.new_payee_limit_minor),
    newPayeeCoolingHours: row.new_payee_cooling_hours,
    achHoldBusinessDays: row.ach_hold_business_days,
    achPullDailyLimitMinor: toMinor(row.ach_pull_daily_limit_minor),
    achPullMonthlyLimitMinor: toMinor(row.ach_pull_monthly_limit_minor),
    checkDailyLimitMinor: toMinor(row.check_daily_limit_minor),
    checkMonthlyLimitMinor: toMinor(row.check_monthly_limit_minor),
    checkNextDayMinor: toMinor(row.check_next_day_minor),
    checkHoldBusinessDays: row.check_hold_business_days,
    checkTwoApproversAboveMinor: toMinor(row.check_two_approvers_above_minor),
    cardMaxPerTransactionMinor: toMinor(row.card_max_per_transaction_minor),
    cardMaxDailyMinor: toMinor(row.card_max_daily_minor),
    cardHoldExpiryDays: row.card_hold_expiry_days,
    updatedAt: row.updated_at.toISOString(),
  };
}

function pick(settings: BankSettings, fields: string[]): ChangeValues {
  return Object.fromEntries(fields.map((field) => [field, settings[field as BankSettingsField]]));
}

/**
 * Bank-wide transfer and approval settings. Every change is two-person: staff ask for it, a
 * different staff member approves it, and only then does it apply (every API process sees it
 * within 5 s). Lowering a threshold weakens nothing, but it is a policy change like any other.
 */
@Injectable()
export class AdminSettingsService implements ChangeApplier {
  readonly kind = 'bank_settings';

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly policy: TransferPolicyService,
    private readonly requests: ChangeRequestsService,
    private readonly audit: AuditService,
  ) {}

  async get(tx: EntityManager = this.db.manager, lock = false): Promise<BankSettings> {
    return toSettings(await readBankSettings(tx, lock));
  }

  /**
   * Asks for a change: the fields that differ from today's go into one pending request; nothing
   * changes until another staff member approves it. Errors: ADMIN_REASON_REQUIRED.
   */
  async update(
    staff: AuthContext,
    request: UpdateBankSettingsRequest,
    client: ClientInfo,
  ): Promise<BankSettingsUpdate> {
    return this.db.transaction(async (tx) => {
      const settings = await this.get(tx);
      const changed = BANK_SETTINGS_FIELDS.filter(
        (field) => request[field] !== undefined && request[field] !== settings[field],
      );
      if (changed.length === 0) return { settings, request: null };
      const changes = Object.fromEntries(
        changed.map((field) => [field, request[field] as string | number]),
      );
      const opened = await this.requests.open(
        tx,
        staff,
        {
          kind: 'bank_settings',
          subjectId: null,
          changes,
          before: pick(settings, changed),
          reason: request.reason,
        },
        client,
      );
      return { settings, request: opened };
    });
  }

  /** Applies an approved request as asked, if the settings it changes still hold what the maker saw. */
  async applyChange(
    tx: EntityManager,
    checker: AuthContext,
    change: StoredChange,
    client: ClientInfo,
  ): Promise<AfterCommit[]> {
    const fields = Object.keys(change.changes) as BankSettingsField[];
    const current = await this.get(tx, true);
    assertUnchanged(change, pick(current, fields));
    await updateBankSettings(tx, change.changes, checker.user.id);
    await this.audit.record(tx, {
      actor: staffActor(checker),
      action: 'bank_settings.changed',
      target: { type: 'bank_settings', id: '1' },
      ip: client.ip,
      before: pick(current, fields),
      after: change.changes,
      details: { requestId: change.id, makerId: change.makerId },
    });
    return [() => this.policy.forgetBankSettings()];
  }
}
