import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthErrorCode } from '@vaultline/contracts';
import { AuthException } from '../../platform/auth/auth.exception';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { deriveKey, keyedHash, sameHash } from '../../platform/crypto/keys';
import { sqlFirst, sqlRows, sqlRun } from '../../platform/database/sql';
import { CodeFailuresService } from './code-failures.service';
import { isLockable } from './code-purposes';
import type { CodePurpose } from './code-purposes';

const MINUTE_MS = 60_000;

/** How long each kind of code or link stays valid. */
export const CODE_TTL_MS: Record<CodePurpose, number> = {
  verify_email: 10 * MINUTE_MS,
  sign_in: 10 * MINUTE_MS,
  sign_in_totp: 10 * MINUTE_MS,
  email_change: 10 * MINUTE_MS,
  pin_unlock: 10 * MINUTE_MS,
  transfer_step_up: 5 * MINUTE_MS,
  payee_add: 10 * MINUTE_MS,
  pin_reset: 10 * MINUTE_MS,
  email_change_current: 10 * MINUTE_MS,
  security_change: 10 * MINUTE_MS,
  // The FAQ promises reset links that expire after 24 hours.
  password_reset: 24 * 60 * MINUTE_MS,
};

/** Wrong tries allowed per code. */
export const CODE_ATTEMPTS_MAX = 5;

export interface CheckedCode {
  id: string;
  userId: string;
  context: Record<string, unknown>;
}

/** A code or challenge with one more try counted, not compared yet (see `claim`). */
export interface ClaimedCode extends CheckedCode {
  purpose: CodePurpose;
  /** The tries left after this one. */
  triesLeft: number;
  codeHash: string;
}

interface CodeRow {
  id: string;
  user_id: string;
  code_hash: string;
  attempts: number;
  context: Record<string, unknown>;
}

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
    const row = await sqlFirst<{ purpose: CodePurpose }>(
      this.db,
      'SELECT purpose FROM one_time_codes WHERE id = $1 AND consumed_at IS NULL',
      [codeId],
    );
    return row?.purpose ?? null;
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
    const row = await sqlFirst<CodeRow>(
      this.db,
      `SELECT id, user_id, code_hash, attempts, context FROM one_time_codes
       WHERE code_hash = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > now()`,
      [keyedHash(this.key, token), purpose],
    );
    if (!row) throw linkInvalid();
    return { id: row.id, userId: row.user_id, context: row.context };
  }

  /** Marks a checked code used, inside the transaction of its effect; a second use (even concurrent) fails. */
  async consume(tx: EntityManager, checked: CheckedCode, purpose: CodePurpose): Promise<void> {
    const rows = await sqlRows(
      tx,
      'UPDATE one_time_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id',
      [checked.id],
    );
    if (rows.length === 0) {
      throw purpose === 'password_reset'
        ? linkInvalid()
        : new AuthException(AuthErrorCode.CODE_INVALID, 'This code was already used.');
    }
  }

  /** Counts a try at the user's latest code of a purpose (or at one by id), atomically, or says why it cannot be tried. */
  private async countTry(
    target: { userId: string } | { codeId: string },
    purpose: CodePurpose,
  ): Promise<CodeRow> {
    const where = 'userId' in target ? 'user_id = $1' : 'id = $1';
    const id = 'userId' in target ? target.userId : target.codeId;
    const latest = `SELECT id FROM one_time_codes WHERE ${where} AND purpose = $2 AND consumed_at IS NULL ORDER BY created_at DESC LIMIT 1`;
    const rows = await sqlRows<CodeRow>(
      this.db,
      `UPDATE one_time_codes SET attempts = attempts + 1
       WHERE id = (${latest}) AND attempts < $3 AND expires_at > now()
       RETURNING id, user_id, code_hash, attempts, context`,
      [id, purpose, CODE_ATTEMPTS_MAX],
    );
    const row = rows[0];
    if (!row) throw await this.whyUnusable(latest, [id, purpose]);
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
    await sqlRun(
      tx,
      'UPDATE one_time_codes SET consumed_at = now(), context = context || \'{"superseded": true}\' WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL',
      [code.userId, code.purpose],
    );
    await sqlRun(
      tx,
      `INSERT INTO one_time_codes (id, user_id, purpose, code_hash, context, expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 millisecond')`,
      [
        code.id,
        code.userId,
        code.purpose,
        code.codeHash,
        JSON.stringify(code.context),
        CODE_TTL_MS[code.purpose],
      ],
    );
  }

  private async whyUnusable(latestSql: string, params: unknown[]): Promise<AuthException> {
    const row = await sqlFirst<{ attempts: number; expired: boolean }>(
      this.db,
      `SELECT attempts, expires_at <= now() AS expired FROM one_time_codes WHERE id = (${latestSql})`,
      params,
    );
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

/** A wrong code, with the tries its code or challenge has left (none: it cannot be used any more). */
export function wrongCode(triesLeft: number): AuthException {
  if (triesLeft <= 0) return attemptsExceeded();
  return new AuthException(
    AuthErrorCode.CODE_INVALID,
    `That code is not correct. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  );
}

function attemptsExceeded(): AuthException {
  return new AuthException(
    AuthErrorCode.CODE_ATTEMPTS_EXCEEDED,
    'Too many wrong tries for this code. Request a new one.',
  );
}

function linkInvalid(): AuthException {
  return new AuthException(
    AuthErrorCode.RESET_LINK_INVALID,
    'This link is not valid any more. Links work once, for 24 hours: request a new one.',
  );
}
