import type { CardCloseReason, CardStatus, MccGroup } from '@vaultline/contracts';
import type { Queryable } from '../../platform/database/sql';
import { sqlFirst, sqlOne, sqlRows } from '../../platform/database/sql';

// The SQL of cards (migration 0028): the cards themselves and what their list shows beside them.

export interface CardRow {
  id: string;
  user_id: string;
  account_id: string;
  name_on_card: string;
  pan_last4: string;
  secret_sealed: string;
  expiry_month: number;
  expiry_year: number;
  status: CardStatus;
  close_reason: CardCloseReason | null;
  per_transaction_limit_minor: string;
  daily_limit_minor: string;
  allow_online: boolean;
  allow_contactless: boolean;
  allow_atm: boolean;
  allow_abroad: boolean;
  blocked_groups: MccGroup[];
  cvv_failures: number;
  replaces_card_id: string | null;
  created_at: Date;
}

const COLUMNS = `id, user_id, account_id, name_on_card, pan_last4, secret_sealed, expiry_month,
  expiry_year, status, close_reason, per_transaction_limit_minor::text, daily_limit_minor::text,
  allow_online, allow_contactless, allow_atm, allow_abroad, blocked_groups, cvv_failures,
  replaces_card_id, created_at`;

export interface NewCard {
  id: string;
  userId: string;
  accountId: string;
  nameOnCard: string;
  panLast4: string;
  panLookup: string;
  secretSealed: string;
  expiryMonth: number;
  expiryYear: number;
  perTransactionLimitMinor: number;
  dailyLimitMinor: number;
  replacesCardId: string | null;
}

/** Inserts an active card; undefined when the account already has an open card (the unique index). */
export function insertCard(tx: Queryable, card: NewCard): Promise<CardRow | undefined> {
  return sqlFirst<CardRow>(
    tx,
    `INSERT INTO cards (id, user_id, account_id, name_on_card, pan_last4, pan_lookup, secret_sealed,
       expiry_month, expiry_year, status, per_transaction_limit_minor, daily_limit_minor, replaces_card_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'active', $10, $11, $12)
     ON CONFLICT (account_id) WHERE status <> 'closed' DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      card.id,
      card.userId,
      card.accountId,
      card.nameOnCard,
      card.panLast4,
      card.panLookup,
      card.secretSealed,
      card.expiryMonth,
      card.expiryYear,
      card.perTransactionLimitMinor,
      card.dailyLimitMinor,
      card.replacesCardId,
    ],
  );
}

/** A customer's cards, open first, newest first. */
export function listCards(db: Queryable, userId: string): Promise<CardRow[]> {
  return sqlRows<CardRow>(
    db,
    `SELECT ${COLUMNS} FROM cards WHERE user_id = $1
      ORDER BY status = 'closed', created_at DESC, id`,
    [userId],
  );
}

/** One card by id (locked until the transaction ends when `lock`). */
export function findCard(db: Queryable, id: string, lock = false): Promise<CardRow | undefined> {
  return sqlFirst<CardRow>(
    db,
    `SELECT ${COLUMNS} FROM cards WHERE id = $1${lock ? ' FOR NO KEY UPDATE' : ''}`,
    [id],
  );
}

/** The card whose number has this keyed hash, locked until the transaction ends. */
export function lockCardByLookup(tx: Queryable, lookup: string): Promise<CardRow | undefined> {
  return sqlFirst<CardRow>(
    tx,
    `SELECT ${COLUMNS} FROM cards WHERE pan_lookup = $1 FOR NO KEY UPDATE`,
    [lookup],
  );
}

/** A change to a card: its status, its controls, its count of wrong CVVs. */
export interface CardChange {
  status?: CardStatus;
  closeReason?: CardCloseReason;
  perTransactionLimitMinor?: number;
  dailyLimitMinor?: number;
  allowOnline?: boolean;
  allowContactless?: boolean;
  allowAtm?: boolean;
  allowAbroad?: boolean;
  blockedGroups?: MccGroup[];
  cvvFailures?: number;
}

const CHANGE_COLUMNS: Record<keyof CardChange, string> = {
  status: 'status',
  closeReason: 'close_reason',
  perTransactionLimitMinor: 'per_transaction_limit_minor',
  dailyLimitMinor: 'daily_limit_minor',
  allowOnline: 'allow_online',
  allowContactless: 'allow_contactless',
  allowAtm: 'allow_atm',
  allowAbroad: 'allow_abroad',
  blockedGroups: 'blocked_groups',
  cvvFailures: 'cvv_failures',
};

export function updateCard(tx: Queryable, id: string, change: CardChange): Promise<CardRow> {
  const fields = (Object.keys(change) as (keyof CardChange)[]).filter(
    (field) => change[field] !== undefined,
  );
  const sets = fields.map((field, index) => `${CHANGE_COLUMNS[field]} = $${index + 2}`);
  if (change.status === 'closed') sets.push('closed_at = now()');
  return sqlOne<CardRow>(
    tx,
    `UPDATE cards SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, ...fields.map((field) => change[field])],
    'card',
  );
}

/** Per card: what its authorisations hold now, and what was spent today (UTC) against its daily limit. */
export interface CardFiguresRow {
  card_id: string;
  pending_minor: string;
  spent_today_minor: string;
}

const FIGURES_SQL = `
  SELECT card_id,
         coalesce(sum(held_minor), 0)::text AS pending_minor,
         coalesce(sum(coalesce(cleared_minor, held_minor)) FILTER (
           WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'), 0)::text
           AS spent_today_minor
    FROM card_authorizations
   WHERE card_id = ANY ($1::uuid[]) AND status IN ('held', 'cleared')
     AND (status = 'held' OR created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
   GROUP BY card_id`;

export function cardFigures(db: Queryable, cardIds: string[]): Promise<CardFiguresRow[]> {
  return sqlRows<CardFiguresRow>(db, FIGURES_SQL, [cardIds]);
}
