import type { CardChannel } from '@vaultline/contracts';
import type { Queryable } from '../../platform/database/sql';
import { sqlFirst, sqlOne, sqlRows, sqlRun } from '../../platform/database/sql';

// The SQL of card authorisations and of the network's messages (migration 0028).

export type AuthorizationStatus = 'held' | 'cleared' | 'reversed' | 'expired' | 'declined';

export interface AuthorizationRow {
  id: string;
  card_id: string;
  account_id: string;
  user_id: string;
  amount_minor: string;
  merchant_name: string;
  mcc: number;
  country: string;
  channel: CardChannel;
  response_code: string;
  status: AuthorizationStatus;
  held_minor: string;
  cleared_minor: string | null;
  refunded_minor: string;
  created_at: Date;
  settled_at: Date | null;
}

const COLUMNS = `id, card_id, account_id, user_id, amount_minor::text, merchant_name, mcc, country,
  channel, response_code, status, held_minor::text, cleared_minor::text, refunded_minor::text,
  created_at, settled_at`;

export interface NewAuthorization {
  cardId: string;
  accountId: string;
  userId: string;
  messageId: string;
  amountMinor: number;
  merchantName: string;
  mcc: number;
  country: string;
  channel: CardChannel;
  responseCode: string;
  /** Held until then (approved), or null (declined). */
  expiresAt: Date | null;
}

export function insertAuthorization(
  tx: Queryable,
  auth: NewAuthorization,
): Promise<AuthorizationRow> {
  const approved = auth.responseCode === '00';
  return sqlOne<AuthorizationRow>(
    tx,
    `INSERT INTO card_authorizations (card_id, account_id, user_id, message_id, amount_minor,
       merchant_name, mcc, country, channel, response_code, status, held_minor, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     RETURNING ${COLUMNS}`,
    [
      auth.cardId,
      auth.accountId,
      auth.userId,
      auth.messageId,
      auth.amountMinor,
      auth.merchantName,
      auth.mcc,
      auth.country,
      auth.channel,
      auth.responseCode,
      approved ? 'held' : 'declined',
      approved ? auth.amountMinor : 0,
      auth.expiresAt,
    ],
    'card authorisation',
  );
}

export function lockAuthorization(
  tx: Queryable,
  id: string,
): Promise<AuthorizationRow | undefined> {
  return sqlFirst<AuthorizationRow>(
    tx,
    `SELECT ${COLUMNS} FROM card_authorizations WHERE id = $1 FOR NO KEY UPDATE`,
    [id],
  );
}

/** A held authorisation ends: cleared (for `clearedMinor`), reversed or expired; its hold is gone. */
export async function settleAuthorization(
  tx: Queryable,
  id: string,
  status: 'cleared' | 'reversed' | 'expired',
  clearedMinor: number | null,
): Promise<void> {
  await sqlRun(
    tx,
    `UPDATE card_authorizations SET status = $2, held_minor = 0, cleared_minor = $3, settled_at = now()
      WHERE id = $1 AND status = 'held'`,
    [id, status, clearedMinor],
  );
}

export async function addRefunded(tx: Queryable, id: string, amountMinor: number): Promise<void> {
  await sqlRun(
    tx,
    'UPDATE card_authorizations SET refunded_minor = refunded_minor + $2 WHERE id = $1',
    [id, amountMinor],
  );
}

/** Held authorisations whose hold has run out, oldest first. */
export function expiredHolds(db: Queryable, now: Date, limit: number): Promise<{ id: string }[]> {
  return sqlRows<{ id: string }>(
    db,
    `SELECT id FROM card_authorizations WHERE status = 'held' AND expires_at <= $1
      ORDER BY expires_at LIMIT $2`,
    [now, limit],
  );
}

/** What card_holds must hold: every held authorisation's amount. */
export async function expectedCardHolds(db: Queryable): Promise<number> {
  const row = await sqlOne<{ total: string }>(
    db,
    "SELECT coalesce(sum(held_minor), 0)::text AS total FROM card_authorizations WHERE status = 'held'",
    [],
    'card holds total',
  );
  return Number(row.total);
}

/** What card_settlement must hold: what cleared, less what merchants refunded. */
export async function expectedCardSettlement(db: Queryable): Promise<number> {
  const row = await sqlOne<{ total: string }>(
    db,
    `SELECT (coalesce(sum(cleared_minor), 0) - coalesce(sum(refunded_minor), 0))::text AS total
       FROM card_authorizations WHERE status = 'cleared'`,
    [],
    'card settlement total',
  );
  return Number(row.total);
}

/** One line of card activity: an authorisation, or a refund of one (kind tells which). */
export interface ActivityRow extends AuthorizationRow {
  kind: 'authorization' | 'refund';
  /** The refund's id (the bank's id of its network message) or the authorisation's id. */
  item_id: string;
  refund_minor: string | null;
  item_at: Date;
}

/** The columns above, of the authorisation aliased \`a\`. */
const A_COLUMNS = COLUMNS.split(',')
  .map((column) => `a.${column.trim()}`)
  .join(', ');

const ACTIVITY_SQL = `
  SELECT * FROM (
    SELECT 'authorization' AS kind, a.id::text AS item_id, NULL::text AS refund_minor,
           a.created_at AS item_at, ${A_COLUMNS}
      FROM card_authorizations a WHERE a.user_id = $1 AND ($2::uuid IS NULL OR a.card_id = $2)
    UNION ALL
    SELECT 'refund', m.id::text, m.refund_minor::text, m.created_at,
           ${A_COLUMNS}
      FROM card_network_messages m JOIN card_authorizations a ON a.id = m.authorization_id
     WHERE m.refund_minor IS NOT NULL AND a.user_id = $1 AND ($2::uuid IS NULL OR a.card_id = $2)
  ) items ORDER BY item_at DESC, item_id LIMIT $3`;

/** A customer's card activity (one card's, when given), newest first. */
export function cardActivity(
  db: Queryable,
  userId: string,
  cardId: string | null,
  limit: number,
): Promise<ActivityRow[]> {
  return sqlRows<ActivityRow>(db, ACTIVITY_SQL, [userId, cardId, limit]);
}

export interface MessageRow {
  kind: 'authorization' | 'clearing' | 'reversal' | 'refund';
  request_sha256: string;
  response: Record<string, unknown>;
}

/** The network message with this id, if it came before (locked: a retry waits for the first answer). */
export function findMessage(tx: Queryable, messageId: string): Promise<MessageRow | undefined> {
  return sqlFirst<MessageRow>(
    tx,
    'SELECT kind, request_sha256, response FROM card_network_messages WHERE message_id = $1',
    [messageId],
  );
}

export interface NewMessage {
  messageId: string;
  kind: MessageRow['kind'];
  requestSha256: string;
  authorizationId: string | null;
  refundMinor: number | null;
  response: object;
}

/** Records a message and its answer; false when another request recorded the same id first. */
export async function insertMessage(tx: Queryable, message: NewMessage): Promise<boolean> {
  const rows = await sqlRows<{ message_id: string }>(
    tx,
    `INSERT INTO card_network_messages (message_id, id, kind, request_sha256, authorization_id, refund_minor, response)
     VALUES ($1, gen_random_uuid(), $2, $3, $4, $5, $6) ON CONFLICT (message_id) DO NOTHING RETURNING message_id`,
    [
      message.messageId,
      message.kind,
      message.requestSha256,
      message.authorizationId,
      message.refundMinor,
      JSON.stringify(message.response),
    ],
  );
  return rows.length === 1;
}
