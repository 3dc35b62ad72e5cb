import type { EntityManager } from 'typeorm';
import type { Payee as PayeeView, PayeeNameCheck } from '@vaultline/contracts';
import type { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import type { AuthContext } from '../../users/auth-context';
import type { OpenWindow } from '../recipient-windows.service';
import { nameCheckOf } from '../recipients.service';
import type { ResolvedRecipient } from '../recipients.service';
import type { Payee } from '../transfers.entities';

// What the payee services share: the name check's words, the code's meaning, the view, the audit.

export const NAME_CHECK_MESSAGES: Record<PayeeNameCheck, string> = {
  match: 'The name matches the account holder.',
  close_match:
    'The name is close to the account holder’s, but not the same. Check it before you save.',
  no_match:
    'We could not match this name to the account number. If you save this payee, money may go ' +
    'to someone you did not mean to pay, or come back.',
  not_checked:
    'This account is at another bank: we cannot check the name. Check the details with the payee.',
};

/** The name check of a payee: a number nobody can receive at is answered like a name that does not match. */
export function nameCheckFor(resolved: ResolvedRecipient, typed: string): PayeeNameCheck {
  if (resolved.kind === 'external') return 'not_checked';
  return resolved.holderName ? nameCheckOf(typed, resolved.holderName) : 'no_match';
}

/** What the code for a new payee stands for: exactly these details. */
export interface PayeeCodeContext {
  kind: 'payee';
  recipient: { name: string; accountNumber: string; routingNumber: string };
  label: string | null;
  nameCheck: PayeeNameCheck;
}

export function toView(row: Payee, window: OpenWindow | null): PayeeView {
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    accountNumber: row.accountNumber,
    routingNumber: row.routingNumber,
    nameCheck: row.nameCheck,
    coolingUntil: window?.endsAt.toISOString() ?? null,
    newPayeeRemainingMinor: window?.remainingMinor ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The audit record of a change to a payee (its number's last 4 digits, never all of it). */
export function recordPayeeAction(
  audit: AuditService,
  tx: EntityManager,
  change: { auth: AuthContext; client: ClientInfo; action: string; payee: Payee; details: object },
): Promise<void> {
  const { auth, client, payee } = change;
  return audit.record(tx, {
    actor: { id: auth.user.id, role: auth.user.role },
    action: change.action,
    target: { type: 'payee', id: payee.id },
    ip: client.ip,
    details: { ...change.details, accountLast4: payee.accountNumber.slice(-4) },
  });
}
