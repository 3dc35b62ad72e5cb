import type { Recipient } from '@vaultline/contracts';
import type { EntityManager } from 'typeorm';
import { hotQuery } from '../../platform/database/sql';
import { DEFAULT_TRANSFER_SETTINGS, TransferSettings } from './transfer-policy.service';

/** Everything a transfer is decided on, read in one query before anything is written. */
export interface TransferContext {
  settings: TransferSettings;
  /** The source account, if it is the sender's. */
  source: { status: 'active' | 'closed'; name: string } | null;
  /** The recipient's Vaultline account, when the routing number is ours and the number exists. */
  internal: { id: string; ownerId: string; status: 'active' | 'closed'; firstName: string; lastName: string } | null;
  /** Whether the sender has sent to this recipient before (no step-up code needed for that reason). */
  known: boolean;
}

const CONTEXT_SQL = `SELECT
  (SELECT json_build_object('pinHash', pin_hash, 'pinFailures', pin_failures, 'stepUpRequired', step_up_required, 'tier', limit_tier,
                            'suspendedReason', suspended_reason) FROM transfer_settings WHERE user_id = $2) AS settings,
  (SELECT json_build_object('status', status, 'name', name) FROM ledger_accounts WHERE id = $1 AND owner_id = $2) AS source,
  (SELECT json_build_object('id', a.id, 'ownerId', a.owner_id, 'status', a.status, 'firstName', u.first_name, 'lastName', u.last_name)
     FROM ledger_accounts a JOIN users u ON u.id = a.owner_id WHERE $4 = $5 AND a.number = $3 AND a.kind = 'customer') AS internal,
  EXISTS (SELECT 1 FROM payees WHERE user_id = $2 AND routing_number = $4 AND account_number = $3) AS known`;

export async function loadTransferContext(
  db: EntityManager,
  ourRoutingNumber: string,
  userId: string,
  fromAccountId: string | null,
  recipient: Pick<Recipient, 'accountNumber' | 'routingNumber'>,
): Promise<TransferContext> {
  const [row] = await hotQuery<{ settings: TransferSettings | null } & Omit<TransferContext, 'settings'>>(db, 'transfer_context', CONTEXT_SQL, [
    fromAccountId,
    userId,
    recipient.accountNumber,
    recipient.routingNumber,
    ourRoutingNumber,
  ]);
  return { settings: row.settings ?? DEFAULT_TRANSFER_SETTINGS, source: row.source, internal: row.internal, known: row.known };
}
