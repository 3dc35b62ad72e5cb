import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthErrorCode } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthException } from '../../platform/auth/auth.exception';
import { MailOutboxService } from '../../platform/mail/mail-outbox.service';
import { CODE_FAILURES, ThrottleService } from '../../platform/throttle/throttle.service';
import { UsersService } from '../users/users.service';
import { authMail } from './auth-mail';
import { CODE_NAMES } from './code-purposes';
import type { LockablePurpose } from './code-purposes';

/** One counted try at a code, before it is compared. */
export interface CodeTry {
  key: string;
  userId: string;
  purpose: LockablePurpose;
  /** Tries counted in the current window, this one included. */
  windowCount: number;
}

const LOCK_HOURS = CODE_FAILURES.windowMs / 3_600_000;
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
