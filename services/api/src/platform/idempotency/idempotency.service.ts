import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { canonicalJson } from '../audit/canonical-json';
import { AppException } from '../http/app.exception';
import { sqlRun } from '../database/sql';
import { sqlRows } from '../database/sql';

/** A stored answer to replay: the status and body the first request got. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/**
 * Stripe-style idempotency keys, scoped to a user: the key and a hash of the request are written
 * in the same transaction as the effect. A concurrent duplicate waits on the key's row and then
 * replays the stored answer; the same key with another body is a conflict.
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
    const inserted = await sqlRows<{ key: string }>(
      tx,
      'INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key',
      [userId, key, hash],
    );
    if (inserted.length > 0) return null;
    const [stored] = await sqlRows<{
      request_hash: string;
      status_code: number;
      response: unknown;
    }>(
      tx,
      'SELECT request_hash, status_code, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
      [userId, key],
    );
    if (stored.request_hash !== hash) {
      throw new AppException(
        409,
        conflictCode,
        'This Idempotency-Key was already used for a different request. Use a new key for a new transfer.',
      );
    }
    return { status: stored.status_code, body: stored.response };
  }

  async store(
    tx: EntityManager,
    userId: string,
    key: string,
    response: StoredResponse,
  ): Promise<void> {
    await sqlRun(
      tx,
      'UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE user_id = $1 AND key = $2',
      [userId, key, response.status, JSON.stringify(response.body)],
    );
  }
}
