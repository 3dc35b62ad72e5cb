import type { Queryable } from '../../platform/database/sql';
import { sqlFirst, sqlRows, sqlRun } from '../../platform/database/sql';
import type { CodePurpose } from './code-purposes';
import type { CodeRow } from './one-time-code.types';

// The SQL of one-time codes, links and challenges (one_time_codes).

/** Which code a try is at: the user's latest of a purpose, or one by id. */
export type CodeTarget = { userId: string } | { codeId: string };

function latestOf(target: CodeTarget): { sql: string; id: string } {
  const where = 'userId' in target ? 'user_id = $1' : 'id = $1';
  const id = 'userId' in target ? target.userId : target.codeId;
  const sql = `SELECT id FROM one_time_codes
    WHERE ${where} AND purpose = $2 AND consumed_at IS NULL ORDER BY created_at DESC LIMIT 1`;
  return { sql, id };
}

export async function purposeOfCode(
  db: Queryable,
  codeId: string,
): Promise<CodePurpose | undefined> {
  const row = await sqlFirst<{ purpose: CodePurpose }>(
    db,
    'SELECT purpose FROM one_time_codes WHERE id = $1 AND consumed_at IS NULL',
    [codeId],
  );
  return row?.purpose;
}

/** The unused, unexpired link with this token hash, or undefined. */
export function findLink(
  db: Queryable,
  tokenHash: string,
  purpose: CodePurpose,
): Promise<CodeRow | undefined> {
  return sqlFirst<CodeRow>(
    db,
    `SELECT id, user_id, code_hash, attempts, context FROM one_time_codes
     WHERE code_hash = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > now()`,
    [tokenHash, purpose],
  );
}

/** Marks a code used; false when it already was (even by a concurrent use). */
export async function consumeCode(tx: Queryable, codeId: string): Promise<boolean> {
  const rows = await sqlRows<{ id: string }>(
    tx,
    'UPDATE one_time_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id',
    [codeId],
  );
  return rows.length > 0;
}

/** Counts one more try at the target code, unless it is out of tries or expired (then undefined). */
export function countCodeTry(
  db: Queryable,
  target: CodeTarget,
  purpose: CodePurpose,
  attemptsMax: number,
): Promise<CodeRow | undefined> {
  const latest = latestOf(target);
  return sqlFirst<CodeRow>(
    db,
    `UPDATE one_time_codes SET attempts = attempts + 1
     WHERE id = (${latest.sql}) AND attempts < $3 AND expires_at > now()
     RETURNING id, user_id, code_hash, attempts, context`,
    [latest.id, purpose, attemptsMax],
  );
}

/** Why the target code cannot be tried: its tries and whether it expired (undefined: no code). */
export function readCodeLimits(
  db: Queryable,
  target: CodeTarget,
  purpose: CodePurpose,
): Promise<{ attempts: number; expired: boolean } | undefined> {
  const latest = latestOf(target);
  return sqlFirst<{ attempts: number; expired: boolean }>(
    db,
    `SELECT attempts, expires_at <= now() AS expired FROM one_time_codes WHERE id = (${latest.sql})`,
    [latest.id, purpose],
  );
}

/** A new code, superseding the user's open ones of the same purpose. */
export async function insertCode(
  tx: Queryable,
  code: { id: string; userId: string; purpose: CodePurpose; codeHash: string; context: object },
  ttlMs: number,
): Promise<void> {
  await sqlRun(
    tx,
    `UPDATE one_time_codes SET consumed_at = now(), context = context || '{"superseded": true}'
     WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL`,
    [code.userId, code.purpose],
  );
  await sqlRun(
    tx,
    `INSERT INTO one_time_codes (id, user_id, purpose, code_hash, context, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 millisecond')`,
    [code.id, code.userId, code.purpose, code.codeHash, JSON.stringify(code.context), ttlMs],
  );
}
