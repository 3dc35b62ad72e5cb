import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { canonicalJson } from '../audit/canonical-json';
import { sqlOne, sqlRun } from '../database/sql';
import type { Queryable } from '../database/sql';
import { AppException } from '../http/app.exception';

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

/** What idempotency_store answers: the answer stored now or before, or that the key was reused. */
type StoreResult = { conflict: true } | { status: number; body: unknown; replayed: boolean };

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
    const { replay } = await sqlOne<{ replay: Replay | null }>(
      tx,
      'SELECT idempotency_claim($1, $2, $3) AS replay',
      [userId, key, hash],
    );
    if (replay === null) return null;
    if ('conflict' in replay) throw keyReused(conflictCode);
    return { status: replay.status, body: replay.body };
  }

  /**
   * Claims the key and stores its answer in one call (idempotency_store), for an answer known at
   * once (a refusal before any write): the first answer for the key, replayed for a retry. Errors:
   * 409 with `conflictCode` when the key was used for another request.
   */
  async storeAnswer(
    db: Queryable,
    userId: string,
    idem: { key: string; requestHash: string },
    response: StoredResponse,
    conflictCode: string,
  ): Promise<StoredResponse> {
    const { result } = await sqlOne<{ result: StoreResult }>(
      db,
      'SELECT idempotency_store($1, $2, $3, $4, $5::jsonb) AS result',
      [userId, idem.key, idem.requestHash, response.status, JSON.stringify(response.body)],
    );
    if ('conflict' in result) throw keyReused(conflictCode);
    return { status: result.status, body: result.body };
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
