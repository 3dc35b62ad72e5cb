import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { MailService } from '../../../platform/mail/mail.service';
import { SessionsService } from '../../identity/sessions.service';
import type { AuthContext } from '../../users/auth-context';
import { assertUnchanged } from '../approvals/change-request-rules';
import type { AfterCommit, ChangeApplier, StoredChange } from '../approvals/change-request.types';
import { staffActor } from '../staff-actor';
import { staffEmailChangeMail } from './staff-email-change-mail';
import { checkUserChange, lockProfile } from './user-change-checks';
import { toColumns } from './user-profile-fields';
import { updateApprovedColumns } from './users.queries';

/** The checker's side of a role or email change (one of the CHANGE_APPLIERS). */
@Injectable()
export class UserChangeApplier implements ChangeApplier {
  readonly kind = 'user';

  constructor(
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Applies an approved role or email change, checked again now: the values the maker saw, the
   * role rules, the address still free. A new email must be verified again; the customer's
   * sessions end and the old address is told. Errors: as AdminUsersService.update, and
   * ADMIN_CHANGED_SINCE_REQUEST.
   */
  async applyChange(
    tx: EntityManager,
    checker: AuthContext,
    change: StoredChange,
    client: ClientInfo,
  ): Promise<AfterCommit[]> {
    const id = change.subjectId as string;
    const current = await lockProfile(tx, id);
    assertUnchanged(change, { role: current.role, email: current.email });
    const columns = toColumns(change.changes);
    await checkUserChange(tx, checker, id, columns);
    const emailChanged = 'email' in columns;
    await updateApprovedColumns(tx, id, columns);
    if (emailChanged) await this.sessions.revokeAll(tx, id, 'email changed by staff');
    const audited = [
      ['role', 'user.role_changed'],
      ['email', 'user.email_changed_by_staff'],
    ] as const;
    for (const [column, action] of audited) {
      if (!(column in columns)) continue;
      await this.audit.record(tx, {
        actor: staffActor(checker),
        action,
        target: { type: 'user', id },
        ip: client.ip,
        before: { [column]: current[column] },
        after: { [column]: columns[column] },
        details: { requestId: change.id, makerId: change.makerId },
      });
    }
    if (!emailChanged) return [];
    const notice = staffEmailChangeMail(current.email, current.first_name, columns.email as string);
    return [() => this.mail.send(notice)];
  }
}
