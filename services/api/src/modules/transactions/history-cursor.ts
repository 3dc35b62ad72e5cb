import { CommonErrorCode, UuidSchema } from '@vaultline/contracts';
import { seal, unseal } from '../../platform/crypto/sealing';
import { AppException } from '../../platform/http/app.exception';
import type { Cursor, HistoryQuery } from './history.types';

/** What a sort value must look like before PostgreSQL is asked to cast it (a bad cast would be a 500). */
const SORT_VALUE: Record<HistoryQuery['sort'], RegExp> = {
  // timestamptz as text: 2026-11-24 12:34:56.123456+00
  date: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
  amount: /^\d{1,19}$/,
  description: /^[\s\S]{0,400}$/,
};

/**
 * What a cursor is sealed to: the customer and the query it pages (not the page size). A cursor
 * handed out for another customer, sort or filter does not open, so the count it carries is always
 * the count of this query.
 */
export function cursorContext(userId: string, query: HistoryQuery): string {
  const { sort, order, accountId, type, search, from, to } = query;
  return JSON.stringify(['transactions', userId, sort, order, accountId, type, search, from, to]);
}

/**
 * Sealed (AES-GCM under the page-cursor key): a cursor is only ever one this API made, so a client
 * cannot put a value PostgreSQL would refuse to cast (month 13, past bigint, a NUL) into the SQL,
 * nor edit the count it carries, whatever it writes.
 */
export function encodeCursor(key: Buffer, context: string, cursor: Cursor): string {
  return seal(key, Buffer.from(JSON.stringify(cursor)), context);
}

/** The cursor a page of this query handed out; anything else is a 400 (never a failed cast). */
export function decodeCursor(
  key: Buffer,
  context: string,
  raw: string,
  sort: HistoryQuery['sort'],
): Cursor {
  let cursor: Partial<Cursor> | null = null;
  try {
    cursor = JSON.parse(unseal(key, raw, context).toString()) as Partial<Cursor> | null;
  } catch {
    // not sealed by this API for this query, or not JSON: refused below
  }
  // Checked again though sealed: a second line should the app secret ever leak.
  const valid =
    cursor !== null &&
    typeof cursor === 'object' &&
    cursor.sort === sort &&
    typeof cursor.value === 'string' &&
    SORT_VALUE[sort].test(cursor.value) &&
    UuidSchema.safeParse(cursor.id).success &&
    (cursor.total === undefined || (Number.isSafeInteger(cursor.total) && cursor.total >= 0)) &&
    (cursor.totalCapped === undefined || typeof cursor.totalCapped === 'boolean') &&
    (cursor.seen === undefined || (Number.isSafeInteger(cursor.seen) && cursor.seen >= 0));
  if (!valid)
    throw new AppException(
      400,
      CommonErrorCode.VALIDATION_FAILED,
      'Invalid query string (cursor): start again from the first page',
    );
  return cursor as Cursor;
}
