import type { EntityManager } from 'typeorm';
import type { LinkedAccount } from '@vaultline/contracts';
import type { AuditService } from '../../platform/audit/audit.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import type { AuthContext } from '../users/auth-context';
import type { LinkedAccountRow } from './linked-accounts.queries';

export function toLinkView(row: LinkedAccountRow): LinkedAccount {
  return {
    id: row.id,
    holderName: row.holder_name,
    accountType: row.account_type,
    routingNumber: row.routing_number,
    accountNumberLast4: row.account_number.slice(-4),
    status: row.status,
    microDepositsArriveAt:
      row.status === 'awaiting_micro_deposits'
        ? (row.micro_arrive_at?.toISOString() ?? null)
        : null,
    triesLeft: row.tries_left,
    createdAt: row.created_at.toISOString(),
    verifiedAt: row.verified_at?.toISOString() ?? null,
  };
}

/** What the step-up for a new link is bound to: exactly these details. */
export interface LinkCodeContext {
  kind: 'external_link';
  routingNumber: string;
  accountNumber: string;
  holderName: string;
  accountType: 'checking' | 'savings';
}

/** Audits a customer's change to one of their links (never the full account number). */
export function recordLinkAction(
  audit: AuditService,
  tx: EntityManager,
  change: { auth: AuthContext; client: ClientInfo; action: string; link: LinkedAccountRow },
): Promise<void> {
  const { auth, client, link } = change;
  return audit.record(tx, {
    actor: { id: auth.user.id, role: auth.user.role },
    action: change.action,
    target: { type: 'linked_account', id: link.id },
    ip: client.ip,
    details: { routingNumber: link.routing_number, accountLast4: link.account_number.slice(-4) },
  });
}
