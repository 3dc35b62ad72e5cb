import type { AuditActor } from '../../platform/audit/audit.service';
import type { AuthContext } from '../users/auth-context';

/** The staff member behind a request, as the audit trail and the ledger record them. */
export function staffActor(auth: AuthContext): AuditActor & { id: string } {
  return { id: auth.user.id, role: auth.user.role };
}
