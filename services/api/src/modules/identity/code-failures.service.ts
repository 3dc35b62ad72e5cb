import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuthErrorCode } from '@vaultline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { UsersService } from '../users/users.service';
import { AuditService } from '../../platform/audit/audit.service';
import { MailOutboxService } from '../../platform/mail/mail-outbox.service';
import { authMail } from './auth-mail';
import { AuthException } from '../../platform/auth/auth.exception';
import type { CodePurpose } from './one-time-codes.service';
import { CODE_FAILURES, ThrottleService } from '../../platform/throttle/throttle.service';

/**
 * Every code a person types in: each purpose counts its wrong tries across codes. Not counted here:
 * password reset links (256 random bits, nothing to guess) and the app's sign-in challenge, whose
 * answers are counted as `sign_in`.
 */
type LockableCodePurpose = Exclude<CodePurpose, 'password_reset' | 'sign_in_totp'>;

/**
 * The codes whose wrong tries are counted across codes: the emailed codes, and codes from the
 * authenticator app (at sign-in as `sign_in`, at a step-up under the step-up's purpose, and in its
 * settings, to confirm it, renew recovery codes or turn it off, as `authenticator`).
 */
export type LockablePurpose = LockableCodePurpose | 'authenticator';

const LOCKABLE: Record<LockableCodePurpose, true> = {
  verify_email: true,
  sign_in: true,
  email_change: true,
  email_change_current: true,
  transfer_step_up: true,
  pin_unlock: true,
  pin_reset: true,
  payee_add: true,
  security_change: true,
};

export function isLockable(purpose: CodePurpose): purpose is LockableCodePurpose {
  return Object.hasOwn(LOCKABLE, purpose);
}

/** One counted try at a code, before it is compared. */
export interface CodeTry {
  key: string;
  userId: string;
  purpose: LockablePurpose;
  /** Tries counted in the current window, this one included. */
  windowCount: number;
}

const LOCK_HOURS = CODE_FAILURES.windowMs / 3_600_000;
/** What each kind of code is called in messages and mail ("Too many wrong sign-in codes"). */
export const CODE_NAMES: Record<LockablePurpose, string> = {
  verify_email: 'email verification codes',
  sign_in: 'sign-in codes',
  email_change: 'codes to change your email',
  email_change_current: 'codes to change your email',
  transfer_step_up: 'transfer confirmation codes',
  pin_unlock: 'codes to unblock transfers',
  pin_reset: 'codes to choose a new transfer PIN',
  payee_add: 'codes to add payees',
  security_change: 'codes to change your sign-in security',
  authenticator: 'authenticator app codes for security settings',
};

function failureKey(purpose: LockablePurpose, userId: string): string {
  return `code-failures:${purpose}:${userId}`;
}

export function codesLocked(purpose: LockablePurpose, retryAfterS: number): AuthException {
  const hours = Math.max(1, Math.ceil(retryAfterS / 3600));
  const wait = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const blocked = `${CODE_NAMES[purpose]} are blocked on this account for up to ${wait}`;
  const message = `Too many wrong codes. For your safety, ${blocked}.`;
  return new AuthException(AuthErrorCode.CODE_LOCKED, message, { retryAfterS });
}

/**
 * Each code allows 5 tries, but codes can be asked for again and again; this counts wrong codes
 * per user and purpose across all of them (CODE_FAILURES: 10 in 24 hours). The try is claimed
 * before the comparison, so parallel guesses cannot overshoot. The failure that reaches the
 * bound blocks that purpose, is audited, and the user gets one email about it.
 */
@Injectable()
export class CodeFailuresService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly throttles: ThrottleService,
    private readonly users: UsersService,
    private readonly outbox: MailOutboxService,
    private readonly audit: AuditService,
  ) {}

  /** Counts a try before the code is compared. Errors: AUTH_CODE_LOCKED. */
  async claim(userId: string, purpose: LockablePurpose): Promise<CodeTry> {
    const key = failureKey(purpose, userId);
    const claim = await this.throttles.claim(key, CODE_FAILURES);
    if (!claim.allowed) throw codesLocked(purpose, claim.retryAfterS);
    return { key, userId, purpose, windowCount: claim.windowCount };
  }

  /** The code was right: its try is not a failure. */
  async succeeded(codeTry: CodeTry): Promise<void> {
    await this.throttles.succeed(codeTry.key);
  }

  /** The code was wrong. The failure that reaches the bound locks the purpose: audited, and the user told by email. */
  async failed(codeTry: CodeTry): Promise<void> {
    if (codeTry.windowCount !== CODE_FAILURES.maxPerWindow) return;
    const user = await this.users.findById(codeTry.userId);
    if (!user) return;
    await this.db.transaction(async (tx) => {
      await this.audit.record(tx, {
        actor: null,
        action: 'auth.codes_locked',
        target: { type: 'user', id: user.id },
        details: { purpose: codeTry.purpose, failures: codeTry.windowCount, hours: LOCK_HOURS },
      });
      await this.outbox.queue(
        tx,
        authMail.codesLocked(user.email, user.firstName, codeTry.purpose, LOCK_HOURS),
      );
    });
    this.outbox.wake();
  }

  /** Refuses to issue a new code of a blocked purpose (inside the issuing transaction). Errors: AUTH_CODE_LOCKED. */
  async assertOpen(tx: EntityManager, userId: string, purpose: LockablePurpose): Promise<void> {
    const waitS = await this.throttles.blockedForS(failureKey(purpose, userId), CODE_FAILURES, tx);
    if (waitS > 0) throw codesLocked(purpose, waitS);
  }
}
