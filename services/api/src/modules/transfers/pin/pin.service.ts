import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { ResetPinRequest, SetPinRequest } from '@vaultline/contracts';
import { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { deriveKey, keyedHash, sameHash } from '../../../platform/crypto/keys';
import { StepUpService } from '../../identity/step-up.service';
import { NotificationsService } from '../../notifications/notifications.service';
import { securityNotices } from '../../notifications/security-notices';
import type { AuthContext } from '../../users/auth-context';
import { assertNoEmailChangeHold } from '../email-change-hold';
import { PIN_FAILURES_MAX } from '../transfer-policy.service';
import type { TransferSettings } from '../transfer-policy.service';
import {
  pinAlreadySet,
  pinIncorrect,
  pinLocked,
  pinNotSet,
  pinTooCommon,
} from '../transfers.exception';
import { PinUnlock } from './pin-unlock.service';
import {
  clearPinFailures,
  confirmPin,
  countWrongPin,
  replacePin,
  setFirstPin,
} from './pin.queries';

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

function assertUncommon(pin: string): void {
  if (COMMON_PINS.has(pin)) throw pinTooCommon();
}

/**
 * Transfer PINs: 4 digits, stored as a keyed hash (HMAC with a server key and the user id, so a
 * leaked table alone gives nothing; with 10,000 possible PINs the real protection is the limit of
 * 5 wrong tries, counted atomically). After 5, transfers stay blocked until a code (PinUnlock).
 */
@Injectable()
export class PinService {
  private readonly key: Buffer;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly stepUps: StepUpService,
    private readonly unlocks: PinUnlock,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {
    this.key = deriveKey(config.appSecret, 'transfer-pin');
  }

  /** Gives a demo customer their PIN inside the caller's transaction (the demo seed; a new one replaces it). */
  async seed(tx: EntityManager, userId: string, pin: string): Promise<void> {
    await replacePin(tx, userId, this.hash(userId, pin));
  }

  /** Sets the first PIN. Errors: TRANSFERS_PIN_ALREADY_SET, TRANSFERS_PIN_TOO_COMMON. */
  async set(auth: AuthContext, request: SetPinRequest, client: ClientInfo): Promise<void> {
    assertUncommon(request.pin);
    await this.db.transaction(async (tx) => {
      if (!(await setFirstPin(tx, auth.user.id, this.hash(auth.user.id, request.pin))))
        throw pinAlreadySet();
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'transfers.pin_set',
        target: { type: 'user', id: auth.user.id },
        ip: client.ip,
      });
    });
  }

  /**
   * Step 2 of a PIN reset (step 1: PinResetStart): the step-up's code; the PIN is replaced (the
   * customer is told) and a PIN lock lifted.
   * Errors: TRANSFERS_PIN_TOO_COMMON, TRANSFERS_EMAIL_CHANGE_HOLD, the code errors.
   */
  async reset(auth: AuthContext, request: ResetPinRequest, client: ClientInfo): Promise<void> {
    assertUncommon(request.pin);
    assertNoEmailChangeHold(auth.user, 'a new transfer PIN waits');
    const proof = await this.stepUps.check(auth.user.id, 'pin_reset', request.code);
    await this.db.transaction(async (tx) => {
      await this.stepUps.spend(tx, proof, 'pin_reset');
      await replacePin(tx, auth.user.id, this.hash(auth.user.id, request.pin));
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
    if (!settings.pinHash) throw pinNotSet();
    if (settings.pinFailures >= PIN_FAILURES_MAX) throw pinLocked();
    const pinHash = this.hash(auth.user.id, pin);
    if (sameHash(settings.pinHash, pinHash)) return { pinHash };
    const failures = await countWrongPin(this.db, auth.user.id, PIN_FAILURES_MAX);
    if (failures === undefined) throw pinLocked();
    await this.audit.recordAlone({
      actor: { id: auth.user.id, role: auth.user.role },
      action: 'transfers.pin_failed',
      target: { type: 'user', id: auth.user.id },
      ip: client.ip,
      details: { failures },
    });
    if (failures >= PIN_FAILURES_MAX) throw pinLocked(await this.unlocks.sendFirstCode(auth));
    throw pinIncorrect(PIN_FAILURES_MAX - failures);
  }

  /**
   * Inside a transfer's transaction: the PIN `verify` accepted still holds (same PIN, fewer than 5
   * failures now), checked and the failures cleared in one statement that holds the row until commit.
   * Errors: TRANSFERS_PIN_LOCKED.
   */
  async confirm(tx: EntityManager, userId: string, pinHash: string): Promise<void> {
    if (!(await confirmPin(tx, userId, pinHash, PIN_FAILURES_MAX))) throw pinLocked();
  }

  /** Lifts a PIN lock for the customer (staff, after checking who they talk to; audited by them). */
  async unlockFor(tx: EntityManager, userId: string): Promise<void> {
    await clearPinFailures(tx, userId);
  }

  hash(userId: string, pin: string): string {
    return keyedHash(this.key, `${userId}:${pin}`);
  }
}
