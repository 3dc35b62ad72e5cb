import type { BillerCategory } from '@vaultline/contracts';
import type { Queryable } from '../../platform/database/sql';
import { sqlFirst, sqlRows } from '../../platform/database/sql';

// The SQL of customer_billers (owned by the billpay module): the billers a customer added.

export interface CustomerBillerRow {
  id: string;
  user_id: string;
  biller_id: string;
  biller_name: string;
  category: BillerCategory;
  routing_number: string;
  account_number: string;
  reference: string;
  nickname: string | null;
  created_at: Date;
}

const COLUMNS = `id, user_id, biller_id, biller_name, category, routing_number, account_number, reference,
  nickname, created_at`;

export interface NewCustomerBiller {
  userId: string;
  billerId: string;
  billerName: string;
  category: BillerCategory;
  routingNumber: string;
  accountNumber: string;
  reference: string;
  nickname: string | null;
}

/** Adds a biller; undefined when the customer already has it with this reference. */
export function insertCustomerBiller(
  tx: Queryable,
  biller: NewCustomerBiller,
): Promise<CustomerBillerRow | undefined> {
  return sqlFirst<CustomerBillerRow>(
    tx,
    `INSERT INTO customer_billers
            (user_id, biller_id, biller_name, category, routing_number, account_number, reference, nickname)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id, biller_id, reference) WHERE removed_at IS NULL DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      biller.userId,
      biller.billerId,
      biller.billerName,
      biller.category,
      biller.routingNumber,
      biller.accountNumber,
      biller.reference,
      biller.nickname,
    ],
  );
}

/** The customer's billers, in the order they added them. */
export function listCustomerBillers(db: Queryable, userId: string): Promise<CustomerBillerRow[]> {
  return sqlRows<CustomerBillerRow>(
    db,
    `SELECT ${COLUMNS} FROM customer_billers
      WHERE user_id = $1 AND removed_at IS NULL ORDER BY created_at, id LIMIT 200`,
    [userId],
  );
}

/** One of the customer's billers (not removed), or undefined. */
export function findCustomerBiller(
  db: Queryable,
  userId: string,
  id: string,
): Promise<CustomerBillerRow | undefined> {
  return sqlFirst<CustomerBillerRow>(
    db,
    `SELECT ${COLUMNS} FROM customer_billers WHERE id = $1 AND user_id = $2 AND removed_at IS NULL`,
    [id, userId],
  );
}

/** Whether the customer has this biller with this reference already. */
export async function hasCustomerBiller(
  db: Queryable,
  userId: string,
  billerId: string,
  reference: string,
): Promise<boolean> {
  const rows = await sqlRows<{ id: string }>(
    db,
    `SELECT id FROM customer_billers
      WHERE user_id = $1 AND biller_id = $2 AND reference = $3 AND removed_at IS NULL`,
    [userId, billerId, reference],
  );
  return rows.length > 0;
}

/** Removes one of the customer's billers (kept, marked removed); undefined when there is none. */
export function removeCustomerBiller(
  tx: Queryable,
  userId: string,
  id: string,
): Promise<CustomerBillerRow | undefined> {
  return sqlFirst<CustomerBillerRow>(
    tx,
    `UPDATE customer_billers SET removed_at = now()
      WHERE id = $1 AND user_id = $2 AND removed_at IS NULL
      RETURNING ${COLUMNS}`,
    [id, userId],
  );
}
