import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { authMail } from '../../identity/auth-mail';
import { AuthenticatorsService } from '../../identity/authenticators.service';
import { KnownDevicesService } from '../../identity/known-devices.service';
import { SessionsService } from '../../identity/sessions.service';
import { NotificationsService } from '../../notifications/notifications.service';
import { securityNotices } from '../../notifications/security-notices';
import type { AuthContext } from '../../users/auth-context';
import { UsersService } from '../../users/users.service';
import { adminNotFound } from '../admin.exception';
import { assertUnchanged } from '../approvals/change-request-rules';
import type { AfterCommit, ChangeApplier, StoredChange } from '../approvals/change-request.types';
import { staffActor } from '../staff-actor';
import { markSecondFactorReset } from './users.queries';

/**
 * The checker's side of a second-factor reset (one of the CHANGE_APPLIERS): the authenticator and
 * its recovery codes are removed, the browsers it vouched for forgotten, every session ended, and
 * for 24 hours payments to new recipients wait (users.second_factor_reset_at). The customer is told
 * in the portal and by email, whatever their settings.
 */
@Injectable()
export class SecondFactorResetApplier implements ChangeApplier {
  readonly kind = 'second_factor_reset';

  constructor(
    private readonly users: UsersService,
    private readonly authenticators: AuthenticatorsService,
    private readonly devices: KnownDevicesService,
    private readonly sessions: SessionsService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  /** Errors: ADMIN_NOT_FOUND, ADMIN_CHANGED_SINCE_REQUEST (the app was removed meanwhile). */
  async applyChange(
    tx: EntityManager,
    checker: AuthContext,
    change: StoredChange,
    client: ClientInfo,
  ): Promise<AfterCommit[]> {
    const id = change.subjectId as string;
    const user = await this.users.lock(tx, id);
    if (!user) throw adminNotFound('user');
    const active = await this.authenticators.isActive(id, tx);
    assertUnchanged(change, {
      secondFactor: active ? 'authenticator' : 'none',
      identityCheck: null,
    });
    await this.authenticators.remove(tx, id);
    await this.devices.forgetAll(tx, id);
    await this.sessions.revokeAll(tx, id, 'second factor reset by the bank');
    await markSecondFactorReset(tx, id);
    await this.audit.record(tx, {
      actor: staffActor(checker),
      action: 'user.second_factor_reset',
      target: { type: 'user', id },
      ip: client.ip,
      before: { secondFactor: 'authenticator' },
      after: { secondFactor: 'none' },
      details: {
        requestId: change.id,
        makerId: change.makerId,
        identityCheck: change.changes.identityCheck,
      },
    });
    const mail = authMail.secondFactorResetByBank(user.email, user.firstName);
    await this.notifications.notify(tx, id, securityNotices.secondFactorReset(mail));
    return [() => this.notifications.wake()];
  }
}
