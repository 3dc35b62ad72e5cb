import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ConfirmEmailChangeRequest } from '@vaultline/contracts';
import { AuthErrorCode } from '@vaultline/contracts';
import { AuthException } from '../../platform/auth/auth.exception';
import type { CheckedCode } from '../identity/one-time-code.types';
import { OneTimeCodesService } from '../identity/one-time-codes.service';
import type { OpenedStepUp, StepUpProof } from '../identity/step-up.service';
import { StepUpService } from '../identity/step-up.service';

/** Both answers of an email change, checked but not spent: spend them in its transaction. */
export interface EmailChangeProof {
  current: StepUpProof;
  checked: CheckedCode;
  newEmail: string;
}

/**
 * The two codes an email change asks for: one to the new address, and the current factor's (a
 * code to the current address, or the authenticator app).
 */
@Injectable()
export class EmailChangeCodes {
  constructor(
    private readonly codes: OneTimeCodesService,
    private readonly stepUps: StepUpService,
  ) {}

  /** Issues the new address's code and opens the current factor's step-up. Errors: AUTH_CODE_LOCKED. */
  async issue(
    tx: EntityManager,
    userId: string,
    context: { newEmail: string; addressTaken?: boolean },
  ): Promise<{ code: string; current: OpenedStepUp }> {
    const { code } = await this.codes.issueCode(tx, userId, 'email_change', context);
    const current = await this.stepUps.open(tx, userId, 'email_change_current', {
      newEmail: context.newEmail,
    });
    return { code, current };
  }

  /**
   * Checks the current factor's code, then the new address's.
   * Errors: AUTH_CODE_INVALID, AUTH_CODE_EXPIRED, AUTH_CODE_ATTEMPTS_EXCEEDED, AUTH_CODE_LOCKED,
   * AUTH_CODE_REUSED.
   */
  async check(userId: string, request: ConfirmEmailChangeRequest): Promise<EmailChangeProof> {
    const current = await this.stepUps.check(userId, 'email_change_current', request.currentCode);
    const checked = await this.codes.check({ userId }, 'email_change', request.code);
    // A code issued for an address that already had an account was never sent to anyone.
    const newEmail = String(checked.context.newEmail);
    if (checked.context.addressTaken === true || current.challenge.context.newEmail !== newEmail)
      throw new AuthException(AuthErrorCode.CODE_INVALID, 'That code is not correct.');
    return { current, checked, newEmail };
  }

  /** Spends both answers, in the transaction of the change. */
  async spend(tx: EntityManager, proof: EmailChangeProof): Promise<void> {
    await this.stepUps.spend(tx, proof.current, 'email_change_current');
    await this.codes.consume(tx, proof.checked, 'email_change');
  }
}
