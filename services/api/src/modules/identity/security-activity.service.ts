import { Injectable } from '@nestjs/common';
import type { SecurityActivity, SecurityChange, SignInRecord } from '@vaultline/contracts';
import { describeDevice, SECURITY_ACTIVITY_LIMIT } from '@vaultline/contracts';
import { AuditRecord, AuditService } from '../../platform/audit/audit.service';

const SIGN_IN_OUTCOMES: Record<string, SignInRecord['outcome']> = {
  'auth.sign_in': 'success',
  'auth.sign_in_failed': 'failed',
  'auth.lockout': 'locked',
};

/** The changes the security centre lists, in the customer's words. */
const CHANGE_LABELS: Record<string, string> = {
  'auth.password_changed': 'Password changed',
  'auth.password_reset': 'Password reset with an emailed link',
  'user.password_reset_by_staff': 'Password reset by the bank',
  'user.email_changed': 'Email address changed',
  'user.email_changed_by_staff': 'Email address changed by the bank',
  'auth.totp_enabled': 'Authenticator app turned on',
  'auth.totp_disabled': 'Authenticator app turned off',
  'auth.recovery_codes_renewed': 'New recovery codes made',
  'auth.recovery_code_used': 'A recovery code was used to sign in',
  'auth.sign_out_everywhere': 'Signed out on every device',
  'auth.refresh_token_reused': 'A stolen session was detected and ended',
  'transfers.pin_set': 'Transfer PIN set',
  'transfers.pin_reset': 'Transfer PIN reset',
  'transfers.pin_unlocked': 'Transfers unblocked after wrong PINs',
  'user.transfer_settings_changed': 'Transfer settings changed by the bank',
  'payee.added': 'Payee added',
  'payee.removed': 'Payee removed',
};

function userAgentOf(record: AuditRecord): string | null {
  const details = record.details as { userAgent?: unknown } | null;
  return typeof details?.userAgent === 'string' ? details.userAgent : null;
}

/**
 * A customer's security centre history, read from the audit log: their sign-ins (and the failed
 * ones to their account) and the changes to how they sign in or pay, whoever made them.
 */
@Injectable()
export class SecurityActivityService {
  constructor(private readonly audit: AuditService) {}

  async of(userId: string): Promise<SecurityActivity> {
    const [signIns, changes] = await Promise.all([
      this.audit.aboutUser(userId, Object.keys(SIGN_IN_OUTCOMES), SECURITY_ACTIVITY_LIMIT),
      this.audit.aboutUser(userId, Object.keys(CHANGE_LABELS), SECURITY_ACTIVITY_LIMIT),
    ]);
    return {
      // The records were read by these actions: each has its outcome and its label.
      signIns: signIns.flatMap((record) => {
        const outcome = SIGN_IN_OUTCOMES[record.action];
        if (!outcome) return [];
        const device = describeDevice(userAgentOf(record));
        return [{ at: record.at, outcome, device, ip: record.ip }];
      }),
      changes: changes.flatMap((record): SecurityChange[] => {
        const label = CHANGE_LABELS[record.action];
        if (!label) return [];
        const byStaff = record.actorId !== null && record.actorId !== userId;
        const ip = record.actorId === userId ? record.ip : null;
        return [{ at: record.at, action: record.action, label, byStaff, ip }];
      }),
    };
  }
}
