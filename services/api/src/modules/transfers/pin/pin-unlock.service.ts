import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MessageResponse, SecondFactorMethod, UnlockPinRequest } from '@vaultline/contracts';
import { AuditService } from '../../../platform/audit/audit.service';
import { resendLimited } from '../../../platform/auth/auth.exception';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { MailService } from '../../../platform/mail/mail.service';
import { CODE_SENDS, ThrottleService } from '../../../platform/throttle/throttle.service';
import { StepUpService } from '../../identity/step-up.service';
import type { AuthContext } from '../../users/auth-context';
import { transferMail } from '../transfer-mail';
import { PIN_FAILURES_MAX, TransferPolicyService } from '../transfer-policy.service';
import { clearPinFailures } from './pin.queries';

/** Unlock codes are sent at most CODE_SENDS times per user (the first send and 3 more every 15 minutes). */
function unlockSendKey(userId: string): string {
  return `code-send:pin-unlock:${userId}`;
}

/** Transfers blocked by 5 wrong PINs: unblocked with a step-up's code (emailed, or the app's). */
@Injectable()
export class PinUnlock {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly policy: TransferPolicyService,
    private readonly stepUps: StepUpService,
    private readonly throttles: ThrottleService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Opens a new unlock step-up (only while locked; a code is emailed unless the app answers it);
   * counted like every code send, locked or not. Errors: AUTH_CODE_RESEND_LIMIT, AUTH_CODE_LOCKED.
   */
  async resendCode(auth: AuthContext): Promise<MessageResponse> {
    const claim = await this.throttles.claim(unlockSendKey(auth.user.id), CODE_SENDS);
    if (!claim.allowed) throw resendLimited(claim.retryAfterS);
    const settings = await this.policy.settings(auth.user.id);
    const method = settings.pinFailures >= PIN_FAILURES_MAX ? await this.open(auth) : 'email';
    return {
      message:
        method === 'totp'
          ? 'Enter a code from your authenticator app to unblock transfers.'
          : 'If transfers are blocked, we emailed you a new code to unblock them.',
    };
  }

  /**
   * Lifts the lock with the step-up's code (emailed, or the app's).
   * Errors: AUTH_CODE_INVALID, AUTH_CODE_EXPIRED, AUTH_CODE_ATTEMPTS_EXCEEDED, AUTH_CODE_REUSED.
   */
  async unlock(auth: AuthContext, request: UnlockPinRequest, client: ClientInfo): Promise<void> {
    const proof = await this.stepUps.check(auth.user.id, 'pin_unlock', request.code);
    await this.db.transaction(async (tx) => {
      await this.stepUps.spend(tx, proof, 'pin_unlock');
      await clearPinFailures(tx, auth.user.id);
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'transfers.pin_unlocked',
        target: { type: 'user', id: auth.user.id },
        ip: client.ip,
      });
    });
  }

  /**
   * The first unlock step-up, opened when the fifth wrong PIN locks transfers (it counts as a send
   * too). Answers how the customer unblocks them.
   */
  async sendFirstCode(auth: AuthContext): Promise<SecondFactorMethod> {
    if ((await this.throttles.claim(unlockSendKey(auth.user.id), CODE_SENDS)).allowed)
      return this.open(auth);
    return this.stepUps.method(auth.user.id);
  }

  private async open(auth: AuthContext): Promise<SecondFactorMethod> {
    const opened = await this.db.transaction((tx) =>
      this.stepUps.open(tx, auth.user.id, 'pin_unlock', {}),
    );
    if (opened.code)
      await this.mail.send(
        transferMail.pinUnlockCode(auth.user.email, auth.user.firstName, opened.code),
      );
    return opened.method;
  }
}
