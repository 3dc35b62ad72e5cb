import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { CodeRequiredResponse, SignInCodeRequest } from '@vaultline/contracts';
import { AuthErrorCode } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthException } from '../../platform/auth/auth.exception';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { MailOutboxService } from '../../platform/mail/mail-outbox.service';
import type { User } from '../users/user.entity';
import { authMail } from './auth-mail';
import { AuthenticatorsService, CheckedStep, codeReused } from './authenticators.service';
import { wrongCode } from './code-errors';
import { CodeFailuresService } from './code-failures.service';
import type { CheckedCode } from './one-time-code.types';
import { OneTimeCodesService } from './one-time-codes.service';

/** The challenge of a sign-in whose second factor is the authenticator app. */
export const APP_CHALLENGE = 'sign_in_totp';

/** A right answer to an app challenge, checked but not spent yet. */
export type AppProof =
  | { kind: 'totp'; challenge: CheckedCode; step: CheckedStep }
  | { kind: 'recovery_code'; challenge: CheckedCode; recoveryCodeId: string };

export const APP_CODE_PROMPT = 'Enter the 6-digit code from your authenticator app.';

/**
 * The second step of a sign-in for a user whose second factor is the authenticator app: nothing
 * is sent; the answer is a current code from the app or one unused recovery code. Each challenge
 * allows CODE_ATTEMPTS_MAX tries and expires like an emailed code, and wrong answers are counted
 * across challenges with the emailed sign-in codes (CodeFailuresService, `sign_in`).
 */
@Injectable()
export class AuthenticatorSignInService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly authenticators: AuthenticatorsService,
    private readonly codes: OneTimeCodesService,
    private readonly failures: CodeFailuresService,
    private readonly outbox: MailOutboxService,
    private readonly audit: AuditService,
  ) {}

  /** The password was right: a challenge for a code from the app. Errors: AUTH_CODE_LOCKED. */
  async challenge(
    user: User,
    rememberMe: boolean,
    client: ClientInfo,
  ): Promise<CodeRequiredResponse> {
    const challengeId = await this.db.transaction(async (tx) => {
      await this.failures.assertOpen(tx, user.id, 'sign_in');
      const id = await this.codes.issueChallenge(tx, user.id, APP_CHALLENGE, { rememberMe });
      await this.audit.record(tx, {
        actor: { id: user.id, role: user.role },
        action: 'auth.sign_in_code_requested',
        target: { type: 'user', id: user.id },
        ip: client.ip,
        details: { method: 'totp' },
      });
      return id;
    });
    return { status: 'code_required', challengeId, method: 'totp', message: APP_CODE_PROMPT };
  }

  /**
   * Checks the answer (outside any transaction; the try is counted first).
   * Errors: AUTH_CODE_INVALID, AUTH_CODE_REUSED, AUTH_CODE_EXPIRED, AUTH_CODE_ATTEMPTS_EXCEEDED,
   * AUTH_CODE_LOCKED, AUTH_TOTP_NOT_ENABLED (the app was turned off since the password step).
   */
  async check(request: SignInCodeRequest): Promise<AppProof> {
    const challenge = await this.codes.claimChallenge(request.challengeId, APP_CHALLENGE);
    const { userId, triesLeft } = challenge;
    if (request.recoveryCode !== undefined) {
      const recoveryCodeId = await this.authenticators.findRecoveryCode(
        userId,
        request.recoveryCode,
      );
      if (!recoveryCodeId) throw wrongCode(triesLeft);
      return { kind: 'recovery_code', challenge, recoveryCodeId };
    }
    const code = request.code ?? '';
    const comparison = await this.authenticators.compareCounted(userId, 'active', code, 'sign_in');
    if (comparison.result === 'reused') throw codeReused();
    if (comparison.result === 'wrong') throw wrongCode(triesLeft);
    return { kind: 'totp', challenge, step: { userId, step: comparison.step } };
  }

  /**
   * Spends the challenge and the code's step (or the recovery code) in the sign-in's transaction.
   * A recovery code's use is audited and the user told by email (call outbox.wake() after commit).
   * Errors: AUTH_CODE_INVALID (already spent), AUTH_CODE_REUSED.
   */
  async spend(tx: EntityManager, proof: AppProof, user: User, client: ClientInfo): Promise<void> {
    await this.codes.consume(tx, proof.challenge, APP_CHALLENGE);
    if (proof.kind === 'totp') {
      await this.authenticators.spendStep(tx, proof.step);
      return;
    }
    const left = await this.authenticators.spendRecoveryCode(tx, user.id, proof.recoveryCodeId);
    await this.audit.record(tx, {
      actor: { id: user.id, role: user.role },
      action: 'auth.recovery_code_used',
      target: { type: 'user', id: user.id },
      ip: client.ip,
      details: { recoveryCodesLeft: left },
    });
    await this.outbox.queue(tx, authMail.recoveryCodeUsed(user.email, user.firstName, left));
  }
}

/** A recovery code sent to finish an emailed-code sign-in: those take the emailed code only. */
export function recoveryCodeNotAccepted(): AuthException {
  return new AuthException(
    AuthErrorCode.CODE_INVALID,
    'Recovery codes work only with an authenticator app. Enter the code we emailed you.',
  );
}
