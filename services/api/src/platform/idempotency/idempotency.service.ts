import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { canonicalJson } from '../audit/canonical-json';
import { AppException } from '../http/app.exception';
import { sqlRows, sqlRun } from '../database/sql';

/** A stored answer to replay: the status and body the first request got. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** What the database's idempotency functions answer for a key used before. */
type Replay = { conflict: true } | { status: number; body: unknown; replayed: true };

/**
 * Stripe-style idempotency keys, scoped to a user, through the database's one implementation
 * (idempotency.sql, shared with immediate transfers and refusals): the key and a hash of the
 * request are written in the same transaction as the effect. A concurrent duplicate waits on the
 * key's row and then replays the stored answer; the same key with another body is a conflict.
 */
@Injectable()
export class IdempotencyService {
  /**
   * Claims the key inside the transaction, or answers the stored response of the request that
   * claimed it first. Errors: 409 with `conflictCode` when the key was used for another request.
   */
  async claim(
    tx: EntityManager,
    userId: string,
    key: string,
    hash: string,
    conflictCode: string,
  ): Promise<StoredResponse | null> {
    const [{ replay }] = await sqlRows<{ replay: Replay | null }>(
      tx,
      'SELECT idempotency_claim($1, $2, $3) AS replay',
      [userId, key, hash],
    );
    if (replay === null) return null;
    if ('conflict' in replay) throw keyReused(conflictCode);
    return { status: replay.status, body: replay.body };
  }

  /** Stores the answer of a key this transaction claimed. */
  async store(
    tx: EntityManager,
    userId: string,
    key: string,
    response: StoredResponse,
  ): Promise<void> {
    await sqlRun(tx, 'SELECT idempotency_answer($1, $2, $3, $4::jsonb)', [
      userId,
      key,
      response.status,
      JSON.stringify(response.body),
    ]);
  }
}

function keyReused(conflictCode: string): AppException {
  return new AppException(
    409,
    conflictCode,
    'This Idempotency-Key was already used for a different request. Use a new key for a new transfer.',
  );
}
