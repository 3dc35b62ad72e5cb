import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthenticatorStatus } from '@vaultline/contracts';
import { AuthErrorCode, RECOVERY_CODE_COUNT } from '@vaultline/contracts';
import { AuthException } from '../../platform/auth/auth.exception';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { deriveKey, keyedHash } from '../../platform/crypto/keys';
import { seal, unseal } from '../../platform/crypto/sealing';
import type { Queryable } from '../../platform/database/sql';
import {
  authenticatorState,
  deleteActive,
  deleteRecoveryCodes,
  findRecoveryCode,
  insertRecoveryCodes,
  readAuthenticator,
  readStatus,
  recordStep,
  spendRecoveryCode,
  storePending,
} from './authenticators.queries';
import type { AuthenticatorRow, AuthenticatorState } from './authenticators.queries';
import { CodeFailuresService } from './code-failures.service';
import type { LockablePurpose } from './code-purposes';
import { base32Encode, matchingSteps, TOTP_SECRET_BYTES } from './totp';

export type { AuthenticatorState } from './authenticators.queries';

/** A code from the app that matched a time step not used yet; spend it in the effect's transaction. */
export interface CheckedStep {
  userId: string;
  step: number;
}

/** What comparing a code found: the unused step it matched, a step already used, or nothing. */
export type CodeComparison =
  { result: 'matched'; step: number } | { result: 'reused' } | { result: 'wrong' };

/**
 * The authenticator app of each user (RFC 6238 TOTP): its secret, sealed with a key of its own;
 * the last time step a code was accepted for, so no code works twice; and the recovery codes, kept
 * as keyed hashes and spent once. Wrong codes are counted by CodeFailuresService.
 */
@Injectable()
export class AuthenticatorsService {
  private readonly secretKey: Buffer;
  private readonly recoveryKey: Buffer;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly failures: CodeFailuresService,
  ) {
    this.secretKey = deriveKey(config.appSecret, 'totp-secret');
    this.recoveryKey = deriveKey(config.appSecret, 'recovery-code');
  }

  /** Whether the app is the user's second factor at sign-in. */
  async isActive(userId: string, db: Queryable = this.db): Promise<boolean> {
    return (await authenticatorState(db, userId)) === 'active';
  }

  /** Errors: AUTH_TOTP_NOT_ENABLED. */
  async assertActive(userId: string): Promise<void> {
    if (!(await this.isActive(userId))) throw notEnabled();
  }

  async status(userId: string, db: Queryable = this.db): Promise<AuthenticatorStatus> {
    const row = await readStatus(db, userId);
    if (row?.status !== 'active') return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
    return {
      enabled: true,
      enabledAt: row.enabled_at ? new Date(row.enabled_at).toISOString() : null,
      recoveryCodesLeft: Number(row.codes_left),
    };
  }

  /**
   * A new random secret, stored sealed as the user's pending app (replacing a pending one, whose
   * codes stop working). Returns the secret for the set-up screen; it is never shown again.
   * Errors: AUTH_TOTP_ALREADY_ENABLED.
   */
  async createPending(tx: EntityManager, userId: string): Promise<Buffer> {
    const secret = randomBytes(TOTP_SECRET_BYTES);
    const sealed = seal(this.secretKey, secret, sealContext(userId));
    if (!(await storePending(tx, userId, sealed))) throw alreadyEnabled();
    return secret;
  }

  /**
   * Checks a code from the user's app (pending or active, as `state` says), outside any
   * transaction: the try is counted under `purpose` before the comparison, and a code of a step
   * already used counts as wrong.
   * Errors: AUTH_TOTP_NOT_PENDING / AUTH_TOTP_NOT_ENABLED (no such app), AUTH_CODE_INVALID,
   * AUTH_CODE_REUSED, AUTH_CODE_LOCKED.
   */
  async checkCode(
    userId: string,
    state: AuthenticatorState,
    code: string,
    purpose: LockablePurpose,
  ): Promise<CheckedStep> {
    const comparison = await this.compareCounted(userId, state, code, purpose);
    if (comparison.result === 'reused') throw codeReused();
    if (comparison.result === 'wrong')
      throw new AuthException(AuthErrorCode.CODE_INVALID, 'That code is not correct.');
    return { userId, step: comparison.step };
  }

  /** Counts a try under `purpose`, then compares. Errors: AUTH_TOTP_NOT_PENDING / _NOT_ENABLED, AUTH_CODE_LOCKED. */
  async compareCounted(
    userId: string,
    state: AuthenticatorState,
    code: string,
    purpose: LockablePurpose,
  ): Promise<CodeComparison> {
    const row = await this.row(userId, state);
    const codeTry = await this.failures.claim(userId, purpose);
    const comparison = this.compare(userId, row, code);
    if (comparison.result === 'matched') await this.failures.succeeded(codeTry);
    else await this.failures.failed(codeTry);
    return comparison;
  }

  /**
   * Spends a checked step in the effect's transaction: the newest accepted step is kept, and a
   * step at or before it is refused, also when two requests race with one code.
   * `activate` makes a pending app the second factor at the same time.
   * Errors: AUTH_CODE_REUSED; AUTH_TOTP_NOT_PENDING when activating an app no longer pending.
   */
  async spendStep(tx: EntityManager, checked: CheckedStep, activate = false): Promise<void> {
    if (await recordStep(tx, checked.userId, checked.step, activate)) return;
    if (activate && !(await this.exists(tx, checked.userId, 'pending'))) throw notPending();
    throw codeReused();
  }

  /** Removes the user's app and recovery codes. Errors: AUTH_TOTP_NOT_ENABLED (there was no active app). */
  async remove(tx: EntityManager, userId: string): Promise<void> {
    if (!(await deleteActive(tx, userId))) throw notEnabled();
    await deleteRecoveryCodes(tx, userId);
  }

  /**
   * RECOVERY_CODE_COUNT new recovery codes ("k7m2p-x4q6r", 50 random bits each), replacing the
   * user's earlier ones; only their keyed hashes are stored. The codes are returned to show once.
   */
  async replaceRecoveryCodes(tx: EntityManager, userId: string): Promise<string[]> {
    await deleteRecoveryCodes(tx, userId);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
      return `${text.slice(0, 5)}-${text.slice(5)}`;
    });
    const hashes = codes.map((code) => this.recoveryHash(userId, code));
    await insertRecoveryCodes(tx, userId, hashes);
    return codes;
  }

  /**
   * Finds an unused recovery code of the user (outside any transaction), counting the try under
   * `sign_in` first. Returns its id, to spend in the sign-in's transaction; null when it is wrong.
   * Errors: AUTH_CODE_LOCKED.
   */
  async findRecoveryCode(userId: string, code: string): Promise<string | null> {
    const codeTry = await this.failures.claim(userId, 'sign_in');
    const id = await findRecoveryCode(this.db, userId, this.recoveryHash(userId, code));
    if (id) await this.failures.succeeded(codeTry);
    else await this.failures.failed(codeTry);
    return id ?? null;
  }

  /** Spends a recovery code once (a concurrent second use fails); returns how many are left. Errors: AUTH_CODE_INVALID. */
  async spendRecoveryCode(tx: EntityManager, userId: string, id: string): Promise<number> {
    if (!(await spendRecoveryCode(tx, id)))
      throw new AuthException(AuthErrorCode.CODE_INVALID, 'This recovery code was already used.');
    return (await this.status(userId, tx)).recoveryCodesLeft;
  }

  private compare(userId: string, row: AuthenticatorRow, code: string): CodeComparison {
    const secret = unseal(this.secretKey, row.secret_sealed, sealContext(userId));
    const steps = matchingSteps(secret, code, Date.now());
    const fresh = steps.find((step) => row.last_used_step === null || step > row.last_used_step);
    if (fresh !== undefined) return { result: 'matched', step: fresh };
    return steps.length > 0 ? { result: 'reused' } : { result: 'wrong' };
  }

  private async row(userId: string, state: AuthenticatorState): Promise<AuthenticatorRow> {
    const row = await readAuthenticator(this.db, userId, state);
    if (!row) throw state === 'pending' ? notPending() : notEnabled();
    return row;
  }

  private async exists(db: Queryable, userId: string, state: AuthenticatorState) {
    return (await readAuthenticator(db, userId, state)) !== undefined;
  }

  /** Keyed hash of a recovery code as typed (case, dash and spaces do not matter), bound to its user. */
  private recoveryHash(userId: string, code: string): string {
    return keyedHash(this.recoveryKey, `${userId}:${code.toLowerCase().replace(/[^a-z2-7]/g, '')}`);
  }
}

/** The sealed secret opens only for its own user's row. */
function sealContext(userId: string): string {
  return `authenticator:${userId}`;
}

export function codeReused(): AuthException {
  return new AuthException(
    AuthErrorCode.CODE_REUSED,
    'This code was already used. Wait for your app to show a new one.',
  );
}

function alreadyEnabled(): AuthException {
  return new AuthException(
    AuthErrorCode.TOTP_ALREADY_ENABLED,
    'An authenticator app is already set up. Turn it off before setting up another.',
  );
}

function notPending(): AuthException {
  return new AuthException(
    AuthErrorCode.TOTP_NOT_PENDING,
    'This set-up has ended. Start setting up the authenticator app again.',
  );
}

function notEnabled(): AuthException {
  return new AuthException(
    AuthErrorCode.TOTP_NOT_ENABLED,
    'No authenticator app is set up for your account.',
  );
}
