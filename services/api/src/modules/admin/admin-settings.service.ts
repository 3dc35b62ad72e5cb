import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BankSettings, UpdateBankSettingsRequest } from '@vaultline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import type { AuthContext } from '../../platform/auth/current-user.decorator';
import { toMinor } from '../../platform/database/money';
import { TransferPolicyService } from '../transfers/transfer-policy.service';
import { staffActor } from './staff-actor';

const COLUMN: Record<keyof UpdateBankSettingsRequest, string> = {
  reviewThresholdMinor: 'review_threshold_minor',
  reviewTime: 'review_time',
  stepUpThresholdMinor: 'step_up_threshold_minor',
  adjustmentApprovalThresholdMinor: 'adjustment_approval_threshold_minor',
};

/** Bank-wide transfer and approval settings (every change audited; every API process sees it within 5 s). */
@Injectable()
export class AdminSettingsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly policy: TransferPolicyService,
    private readonly audit: AuditService,
  ) {}

  async get(tx: EntityManager = this.db.manager): Promise<BankSettings> {
    const [row] = await tx.query('SELECT * FROM bank_settings WHERE id = 1');
    return {
      reviewThresholdMinor: toMinor(row.review_threshold_minor),
      reviewTime: row.review_time,
      stepUpThresholdMinor: toMinor(row.step_up_threshold_minor),
      adjustmentApprovalThresholdMinor: toMinor(row.adjustment_approval_threshold_minor),
      updatedAt: row.updated_at.toISOString(),
    };
  }

  async update(staff: AuthContext, request: UpdateBankSettingsRequest, client: ClientInfo): Promise<BankSettings> {
    const settings = await this.db.transaction(async (tx) => {
      const [before] = await tx.query('SELECT * FROM bank_settings WHERE id = 1 FOR UPDATE');
      const fields = (Object.keys(request) as Array<keyof UpdateBankSettingsRequest>).filter((field) => request[field] !== undefined);
      if (fields.length > 0) {
        const sets = fields.map((field, index) => `${COLUMN[field]} = $${index + 1}`);
        await tx.query(`UPDATE bank_settings SET ${sets.join(', ')}, updated_at = now(), updated_by = $${fields.length + 1} WHERE id = 1`, [
          ...fields.map((field) => request[field]),
          staff.user.id,
        ]);
        const old = Object.fromEntries(fields.map((field) => [field, before[COLUMN[field]]]));
        await this.audit.record(tx, { actor: staffActor(staff), action: 'bank_settings.changed', target: { type: 'bank_settings', id: '1' }, ip: client.ip, before: old, after: request });
      }
      return this.get(tx);
    });
    this.policy.forgetBankSettings();
    return settings;
  }
}
