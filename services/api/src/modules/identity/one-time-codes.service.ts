import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthErrorCode } from '@vaultline/contracts';
import { AuthException } from '../../platform/auth/auth.exception';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { deriveKey, keyedHash, sameHash } from '../../platform/crypto/keys';
import { attemptsExceeded, linkInvalid, wrongCode } from './code-errors';
import { CodeFailuresService } from './code-failures.service';
import { CODE_ATTEMPTS_MAX, CODE_TTL_MS, isLockable } from './code-purposes';
import type { CodePurpose } from './code-purposes';
import type { CheckedCode, ClaimedCode, CodeRow } from './one-time-code.types';
import {
  consumeCode,
  countCodeTry,
  findLink,
  insertCode,
  purposeOfCode,
  readCodeLimits,
} from './one-time-codes.queries';
import type { CodeTarget } from './one-time-codes.queries';

/**
 * Emailed one-time codes (6 digits from a CSPRNG) and links (256-bit tokens). Only keyed hashes
 * are stored. Each code allows CODE_ATTEMPTS_MAX tries, counted atomically before the comparison,
 * and is consumed once, inside the transaction of whatever it unlocks. Wrong codes of the kinds
 * that guard a known user are also counted across codes (CodeFailuresService).
 */
@Injectable()
export class OneTimeCodesService {
  private readonly key: Buffer;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly failures: CodeFailuresService,
  ) {
    this.key = deriveKey(config.appSecret, 'one-time-code');
  }

  /**
   * A new code and what to store for it, for a caller that writes the row itself (the transfer
   * write path does, in the same database call): the id, the keyed hash and the expiry.
   */
  prepareCode(purpose: CodePurpose, context: Record<string, unknown>) {
    const id = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(Date.now() + CODE_TTL_MS[purpose]).toISOString();
    return {
      code,
      row: { id, purpose, hash: keyedHash(this.key, `${id}:${code}`), context, expiresAt },
    };
  }

  /**
   * Issues a new 6-digit code; earlier unused codes of the same user and purpose stop working.
   * Errors: AUTH_CODE_LOCKED (too many wrong codes of this kind lately).
   */
  async issueCode(
    tx: EntityManager,
    userId: string,
    purpose: CodePurpose,
    context: Record<string, unknown> = {},
  ) {
    if (isLockable(purpose)) await this.failures.assertOpen(tx, userId, purpose);
    const id = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.insert(tx, {
      id,
      userId,
      purpose,
      codeHash: keyedHash(this.key, `${id}:${code}`),
      context,
    });
    return { id, code };
  }

  /** Issues a single-use link token (for password reset). */
  async issueLink(tx: EntityManager, userId: string, purpose: CodePurpose): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.insert(tx, {
      id: randomUUID(),
      userId,
      purpose,
      codeHash: keyedHash(this.key, token),
      context: {},
    });
    return token;
  }

  /**
   * A challenge with no code of its own, for a second step whose code is checked elsewhere (the
   * authenticator app's): the same row, tries and expiry as an emailed code, so the answer is
   * bound to the password step that made it. Earlier open challenges of the user and purpose stop
   * working. Returns the challenge id.
   */
  async issueChallenge(
    tx: EntityManager,
    userId: string,
    purpose: CodePurpose,
    context: Record<string, unknown>,
  ): Promise<string> {
    const id = randomUUID();
    // The hash of a secret nobody holds: this row is only ever opened by its id.
    const codeHash = keyedHash(this.key, randomBytes(32).toString('base64url'));
    await this.insert(tx, { id, userId, purpose, codeHash, context });
    return id;
  }

  /**
   * Counts a try at a challenge (as `check` does, before any comparison) for a caller that
   * compares the answer itself; `triesLeft` is what remains after this one.
   * Errors: AUTH_CODE_INVALID (no such open challenge), AUTH_CODE_EXPIRED, AUTH_CODE_ATTEMPTS_EXCEEDED.
   */
  async claimChallenge(
    codeId: string,
    purpose: CodePurpose,
  ): Promise<CheckedCode & { triesLeft: number }> {
    const row = await this.countTry({ codeId }, purpose);
    const triesLeft = CODE_ATTEMPTS_MAX - row.attempts;
    return { id: row.id, userId: row.user_id, context: row.context, triesLeft };
  }

  /** What an open challenge or code is for, by its id (null when there is none). */
  async purposeOf(codeId: string): Promise<CodePurpose | null> {
    return (await purposeOfCode(this.db, codeId)) ?? null;
  }

  /**
   * Checks a code against the user's latest one for this purpose (or one code by id, for sign-in
   * challenges). The try is counted even if the caller's transaction later fails.
   * Errors: AUTH_CODE_INVALID, AUTH_CODE_EXPIRED, AUTH_CODE_ATTEMPTS_EXCEEDED, AUTH_CODE_LOCKED.
   */
  async check(
    target: { userId: string } | { codeId: string },
    purpose: CodePurpose,
    code: string,
  ): Promise<CheckedCode> {
    return this.compare(await this.claim(target, purpose), code);
  }

  /**
   * Counts a try at the latest open code or challenge of a purpose (or one by id), before anything
   * is compared, for a caller that decides how to compare (StepUpService: emailed code or app).
   * Errors: AUTH_CODE_INVALID (none open), AUTH_CODE_EXPIRED, AUTH_CODE_ATTEMPTS_EXCEEDED.
   */
  async claim(
    target: { userId: string } | { codeId: string },
    purpose: CodePurpose,
  ): Promise<ClaimedCode> {
    const row = await this.countTry(target, purpose);
    return {
      id: row.id,
      userId: row.user_id,
      context: row.context,
      purpose,
      triesLeft: CODE_ATTEMPTS_MAX - row.attempts,
      codeHash: row.code_hash,
    };
  }

  /**
   * Compares a claimed code with the one emailed; the try also counts toward the purpose's daily
   * lock (every purpose does that is typed in, see code-failures.service.ts).
   * Errors: AUTH_CODE_INVALID, AUTH_CODE_ATTEMPTS_EXCEEDED, AUTH_CODE_LOCKED.
   */
  async compare(claimed: ClaimedCode, code: string): Promise<CheckedCode> {
    const { purpose } = claimed;
    const codeTry = isLockable(purpose) ? await this.failures.claim(claimed.userId, purpose) : null;
    if (!sameHash(claimed.codeHash, keyedHash(this.key, `${claimed.id}:${code}`))) {
      if (codeTry) await this.failures.failed(codeTry);
      throw wrongCode(claimed.triesLeft);
    }
    if (codeTry) await this.failures.succeeded(codeTry);
    return { id: claimed.id, userId: claimed.userId, context: claimed.context };
  }

  /** Finds the unused, unexpired link a token belongs to. Errors: AUTH_RESET_LINK_INVALID. */
  async checkLink(token: string, purpose: CodePurpose): Promise<CheckedCode> {
    const row = await findLink(this.db, keyedHash(this.key, token), purpose);
    if (!row) throw linkInvalid();
    return { id: row.id, userId: row.user_id, context: row.context };
  }

  /** Marks a checked code used, inside the transaction of its effect; a second use (even concurrent) fails. */
  async consume(tx: EntityManager, checked: CheckedCode, purpose: CodePurpose): Promise<void> {
    if (!(await consumeCode(tx, checked.id))) {
      throw purpose === 'password_reset'
        ? linkInvalid()
        : new AuthException(AuthErrorCode.CODE_INVALID, 'This code was already used.');
    }
  }

  /** Counts a try at the user's latest code of a purpose (or at one by id), atomically, or says why it cannot be tried. */
  private async countTry(target: CodeTarget, purpose: CodePurpose): Promise<CodeRow> {
    const row = await countCodeTry(this.db, target, purpose, CODE_ATTEMPTS_MAX);
    if (!row) throw await this.whyUnusable(target, purpose);
    return row;
  }

  private async insert(
    tx: EntityManager,
    code: {
      id: string;
      userId: string;
      purpose: CodePurpose;
      codeHash: string;
      context: Record<string, unknown>;
    },
  ): Promise<void> {
    await insertCode(tx, code, CODE_TTL_MS[code.purpose]);
  }

  private async whyUnusable(target: CodeTarget, purpose: CodePurpose): Promise<AuthException> {
    const row = await readCodeLimits(this.db, target, purpose);
    if (!row)
      return new AuthException(
        AuthErrorCode.CODE_INVALID,
        'That code is not correct. Request a new one.',
      );
    if (Number(row.attempts) >= CODE_ATTEMPTS_MAX) return attemptsExceeded();
    return new AuthException(
      AuthErrorCode.CODE_EXPIRED,
      'This code has expired. Request a new one.',
    );
  }
}
