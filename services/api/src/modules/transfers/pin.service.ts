import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  MessageResponse,
  ResetPinRequest,
  SecondFactorMethod,
  SetPinRequest,
  StartPinResetRequest,
  StepUpStarted,
  UnlockPinRequest,
} from '@vaultline/contracts';
import { AuthErrorCode, TransfersErrorCode } from '@vaultline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import { AccountSecurityService } from '../identity/account-security.service';
import { AuthException, resendLimited } from '../../platform/auth/auth.exception';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import type { AuthContext } from '../users/auth-context';
import { StepUpService } from '../identity/step-up.service';
import { CODE_SENDS, ThrottleService } from '../../platform/throttle/throttle.service';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { deriveKey, keyedHash, sameHash } from '../../platform/crypto/keys';
import { sqlRows, sqlRun } from '../../platform/database/sql';
import { MailService } from '../../platform/mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';
import { securityNotices } from '../notifications/security-notices';
import {
  PIN_FAILURES_MAX,
  TransferPolicyService,
  TransferSettings,
} from './transfer-policy.service';
import { transferMail } from './transfer-mail';
import { assertNoEmailChangeHold } from './email-change-hold';
import { pinLocked, TransfersException } from './transfers.exception';

/** The ten most common 4-digit PINs (DataGenetics' study of 3.4 million): refused. */
export const COMMON_PINS: ReadonlySet<string> = new Set([
  '1234',
  '1111',
  '0000',
  '1212',
  '7777',
  '1004',
  '2000',
  '4444',
  '2222',
  '6969',
]);

/**
 * Transfer PINs: 4 digits, stored as a keyed hash (HMAC with a server key and the user id, so a
 * leaked table alone gives nothing; with 10,000 possible PINs the real protection is the limit of
 * 5 wrong tries, counted atomically). After 5, transfers stay blocked until an emailed code.
 */
@Injectable()
export class PinService {
  private readonly key: Buffer;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly policy: TransferPolicyService,
    private readonly security: AccountSecurityService,
    private readonly stepUps: StepUpService,
    private readonly throttles: ThrottleService,
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {
    this.key = deriveKey(config.appSecret, 'transfer-pin');
  }

  /** Gives a demo customer their PIN inside the caller's transaction (the demo seed; a new one replaces it). */
  async seed(tx: EntityManager, userId: string, pin: string): Promise<void> {
    await sqlRun(
      tx,
      `INSERT INTO transfer_settings (user_id, pin_hash) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET pin_hash = EXCLUDED.pin_hash, pin_failures = 0, updated_at = now()`,
      [userId, this.hash(userId, pin)],
    );
  }

  /** Sets the first PIN. Errors: TRANSFERS_PIN_ALREADY_SET, TRANSFERS_PIN_TOO_COMMON. */
  async set(auth: AuthContext, request: SetPinRequest, client: ClientInfo): Promise<void> {
    this.assertUncommon(request.pin);
    await this.db.transaction(async (tx) => {
      const rows = await sqlRows(
        tx,
        `INSERT INTO transfer_settings AS s (user_id, pin_hash) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET pin_hash = EXCLUDED.pin_hash, updated_at = now() WHERE s.pin_hash IS NULL RETURNING user_id`,
        [auth.user.id, this.hash(auth.user.id, request.pin)],
      );
      if (rows.length === 0)
        throw new TransfersException(
          TransfersErrorCode.PIN_ALREADY_SET,
          'A transfer PIN is already set. Reset it in Settings.',
        );
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'transfers.pin_set',
        target: { type: 'user', id: auth.user.id },
        ip: client.ip,
      });
    });
  }

  /**
   * Step 1 of a PIN reset: the password, then a step-up opens (a code emailed, or the app's): a PIN
   * reset takes a second factor, since whoever has the PIN can move the money.
   * Errors: TRANSFERS_PASSWORD_WRONG, AUTH_THROTTLED, AUTH_CODE_LOCKED, TRANSFERS_EMAIL_CHANGE_HOLD.
   */
  async startReset(auth: AuthContext, request: StartPinResetRequest): Promise<StepUpStarted> {
    assertNoEmailChangeHold(auth.user, 'a new transfer PIN waits');
    try {
      await this.security.assertPassword(auth.user, request.password);
    } catch (error) {
      if ((error as AuthException).code !== AuthErrorCode.CURRENT_PASSWORD_WRONG) throw error;
      throw new TransfersException(
        TransfersErrorCode.PASSWORD_WRONG,
        'Password did not match saved password!.',
      );
    }
    const opened = await this.db.transaction((tx) =>
      this.stepUps.open(tx, auth.user.id, 'pin_reset', {}),
    );
    if (opened.code)
      await this.mail.send(
        transferMail.pinResetCode(auth.user.email, auth.user.firstName, opened.code),
      );
    return {
      method: opened.method,
      message:
        opened.method === 'totp'
          ? 'Enter a code from your authenticator app to set the new PIN.'
          : 'We emailed you a 6-digit code. Enter it to set the new PIN.',
    };
  }

  /**
   * Step 2: the step-up's code; the PIN is replaced (the customer is told) and a PIN lock lifted.
   * Errors: TRANSFERS_PIN_TOO_COMMON, TRANSFERS_EMAIL_CHANGE_HOLD, the code errors.
   */
  async reset(auth: AuthContext, request: ResetPinRequest, client: ClientInfo): Promise<void> {
    this.assertUncommon(request.pin);
    assertNoEmailChangeHold(auth.user, 'a new transfer PIN waits');
    const proof = await this.stepUps.check(auth.user.id, 'pin_reset', request.code);
    await this.db.transaction(async (tx) => {
      await this.stepUps.spend(tx, proof, 'pin_reset');
      await sqlRun(
        tx,
        `INSERT INTO transfer_settings AS s (user_id, pin_hash) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET pin_hash = EXCLUDED.pin_hash, pin_failures = 0, updated_at = now()`,
        [auth.user.id, this.hash(auth.user.id, request.pin)],
      );
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'transfers.pin_reset',
        target: { type: 'user', id: auth.user.id },
        ip: client.ip,
      });
      await this.notifications.notify(tx, auth.user.id, securityNotices.pinChanged());
    });
    this.notifications.wake();
  }

  /**
   * Checks a PIN before a transfer against the settings read with the transfer's context. A wrong
   * one is counted at once (its own transaction), capped at 5 so parallel tries cannot overshoot;
   * the fifth locks transfers and emails an unlock code. A right one is only provisionally right:
   * answers its keyed hash, which the transfer's write checks again under the lock wrong PINs take
   * (transfer_start_checked, or `confirm` in a transaction), so PINs counted meanwhile still count.
   * Errors: TRANSFERS_PIN_NOT_SET, TRANSFERS_PIN_LOCKED, TRANSFERS_PIN_INCORRECT.
   */
  async verify(
    auth: AuthContext,
    settings: TransferSettings,
    pin: string,
    client: ClientInfo,
  ): Promise<{ pinHash: string }> {
    if (!settings.pinHash)
      throw new TransfersException(TransfersErrorCode.PIN_NOT_SET, 'Set a transfer PIN first.');
    if (settings.pinFailures >= PIN_FAILURES_MAX) throw pinLocked();
    const pinHash = this.hash(auth.user.id, pin);
    if (sameHash(settings.pinHash, pinHash)) return { pinHash };
    const [row] = await sqlRows<{ pin_failures: number }>(
      this.db,
      'UPDATE transfer_settings SET pin_failures = pin_failures + 1 WHERE user_id = $1 AND pin_failures < $2 RETURNING pin_failures',
      [auth.user.id, PIN_FAILURES_MAX],
    );
    if (!row) throw pinLocked();
    await this.audit.recordAlone({
      actor: { id: auth.user.id, role: auth.user.role },
      action: 'transfers.pin_failed',
      target: { type: 'user', id: auth.user.id },
      ip: client.ip,
      details: { failures: row.pin_failures },
    });
    if (row.pin_failures >= PIN_FAILURES_MAX) throw pinLocked(await this.sendUnlockCode(auth));
    const left = PIN_FAILURES_MAX - row.pin_failures;
    throw new TransfersException(
      TransfersErrorCode.PIN_INCORRECT,
      'The PIN you entered is not correct.',
      { attemptsLeft: left },
    );
  }

  /**
   * Inside a transfer's transaction: the PIN `verify` accepted still holds (same PIN, fewer than 5
   * failures now), checked and the failures cleared in one statement that holds the row until commit.
   * Errors: TRANSFERS_PIN_LOCKED.
   */
  async confirm(tx: EntityManager, userId: string, pinHash: string): Promise<void> {
    const rows = await sqlRows<{ user_id: string }>(
      tx,
      'UPDATE transfer_settings SET pin_failures = 0 WHERE user_id = $1 AND pin_hash = $2 AND pin_failures < $3 RETURNING user_id',
      [userId, pinHash, PIN_FAILURES_MAX],
    );
    if (rows.length === 0) throw pinLocked();
  }

  /**
   * Opens a new unlock step-up (only while locked; a code is emailed unless the app answers it);
   * counted like every code send, locked or not. Errors: AUTH_CODE_RESEND_LIMIT, AUTH_CODE_LOCKED.
   */
  async resendUnlockCode(auth: AuthContext): Promise<MessageResponse> {
    const claim = await this.throttles.claim(unlockSendKey(auth.user.id), CODE_SENDS);
    if (!claim.allowed) throw resendLimited(claim.retryAfterS);
    const settings = await this.policy.settings(auth.user.id);
    const method = settings.pinFailures >= PIN_FAILURES_MAX ? await this.openUnlock(auth) : 'email';
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
      await sqlRun(
        tx,
        'UPDATE transfer_settings SET pin_failures = 0, updated_at = now() WHERE user_id = $1',
        [auth.user.id],
      );
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'transfers.pin_unlocked',
        target: { type: 'user', id: auth.user.id },
        ip: client.ip,
      });
    });
  }

  hash(userId: string, pin: string): string {
    return keyedHash(this.key, `${userId}:${pin}`);
  }

  /**
   * The first unlock step-up, opened when the fifth wrong PIN locks transfers (it counts as a send
   * too). Answers how the customer unblocks them.
   */
  private async sendUnlockCode(auth: AuthContext): Promise<SecondFactorMethod> {
    if ((await this.throttles.claim(unlockSendKey(auth.user.id), CODE_SENDS)).allowed)
      return this.openUnlock(auth);
    return this.stepUps.method(auth.user.id);
  }

  private async openUnlock(auth: AuthContext): Promise<SecondFactorMethod> {
    const opened = await this.db.transaction((tx) =>
      this.stepUps.open(tx, auth.user.id, 'pin_unlock', {}),
    );
    if (opened.code)
      await this.mail.send(
        transferMail.pinUnlockCode(auth.user.email, auth.user.firstName, opened.code),
      );
    return opened.method;
  }

  private assertUncommon(pin: string): void {
    if (COMMON_PINS.has(pin))
      throw new TransfersException(
        TransfersErrorCode.PIN_TOO_COMMON,
        'This PIN is too easy to guess. Choose another 4-digit PIN.',
      );
  }
}

/** Unlock codes are sent at most CODE_SENDS times per user (the first send and 3 more every 15 minutes). */
function unlockSendKey(userId: string): string {
  return `code-send:pin-unlock:${userId}`;
}
