import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type {
  ChangeRequest,
  CustomerSecurity,
  SecondFactorResetRequest,
  StaffSecurityAction,
} from '@vaultline/contracts';
import { SecondFactorResetRequestSchema, StaffSecurityActionSchema } from '@vaultline/contracts';
import { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { notFound } from '../../../platform/http/app.exception';
import { SIGN_IN_PER_ACCOUNT, ThrottleService } from '../../../platform/throttle/throttle.service';
import { AuthenticatorsService } from '../../identity/authenticators.service';
import { emailKey } from '../../identity/registration.service';
import { SecurityActivityService } from '../../identity/security-activity.service';
import { SessionsService } from '../../identity/sessions.service';
import { NotificationsService } from '../../notifications/notifications.service';
import { securityNotices } from '../../notifications/security-notices';
import { PinService } from '../../transfers/pin/pin.service';
import { PIN_FAILURES_MAX, TransferPolicyService } from '../../transfers/transfer-policy.service';
import type { AuthContext } from '../../users/auth-context';
import type { User } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
import { nothingToReset, ownAccount } from '../admin.exception';
import { hasPendingReset } from '../approvals/approvals.queries';
import { ChangeRequestsService } from '../approvals/change-requests.service';
import { staffActor } from '../staff-actor';

/**
 * Staff tools for a customer's sign-in security: see their sessions, sign-in history and locks
 * (never a secret), end sessions, lift a sign-in lock, and ask for a reset of a lost second factor
 * (a second staff member approves it: SecondFactorResetApplier). Every step is audited, viewing too.
 */
@Injectable()
export class CustomerSecurityService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly activity: SecurityActivityService,
    private readonly authenticators: AuthenticatorsService,
    private readonly throttles: ThrottleService,
    private readonly notifications: NotificationsService,
    private readonly changes: ChangeRequestsService,
    private readonly audit: AuditService,
    private readonly pins: PinService,
    private readonly policy: TransferPolicyService,
  ) {}

  async overview(
    staff: AuthContext,
    userId: string,
    client: ClientInfo,
  ): Promise<CustomerSecurity> {
    const user = await this.customer(staff, userId);
    const [sessions, activity, locked, authenticator, resetPending, settings] = await Promise.all([
      this.sessions.list(userId, ''),
      this.activity.of(userId),
      this.throttles.blockedForS(signInKey(user), SIGN_IN_PER_ACCOUNT),
      this.authenticators.isActive(userId),
      hasPendingReset(this.db, userId),
      this.policy.settings(userId),
    ]);
    await this.recordOn(this.db.manager, staff, 'user.security_viewed', userId, client);
    const secondFactor = authenticator ? 'authenticator' : user.twoFactorEnabled ? 'email' : 'none';
    const pinLocked = settings.pinFailures >= PIN_FAILURES_MAX;
    return {
      sessions,
      activity,
      signInLockedSeconds: locked,
      pinLocked,
      secondFactor,
      resetPending,
    };
  }

  /** Ends one session (by id) or all of them; the customer is told. Errors: 404. */
  async endSessions(
    staff: AuthContext,
    userId: string,
    sessionId: string | null,
    input: StaffSecurityAction,
    client: ClientInfo,
  ): Promise<void> {
    const { reason } = StaffSecurityActionSchema.parse(input);
    await this.customer(staff, userId);
    const open = await this.sessions.list(userId, '');
    if (sessionId && !open.some((session) => session.id === sessionId))
      throw notFound('No such open session.');
    await this.db.transaction(async (tx) => {
      if (sessionId) await this.sessions.revokeSession(tx, sessionId, 'ended by the bank');
      else await this.sessions.revokeAll(tx, userId, 'ended by the bank');
      await this.recordOn(tx, staff, 'user.sessions_ended_by_staff', userId, client, {
        sessionId: sessionId ?? 'all',
        reason,
      });
      await this.notifications.notify(tx, userId, securityNotices.signedOutByBank());
    });
    this.notifications.wake();
  }

  /** Lifts the lock wrong passwords put on the customer's sign-in. */
  async unlockSignIn(
    staff: AuthContext,
    userId: string,
    input: StaffSecurityAction,
    client: ClientInfo,
  ): Promise<void> {
    const { reason } = StaffSecurityActionSchema.parse(input);
    const user = await this.customer(staff, userId);
    await this.throttles.succeed(signInKey(user));
    await this.recordOn(this.db.manager, staff, 'user.sign_in_unlocked_by_staff', userId, client, {
      reason,
    });
  }

  /** Lifts the lock 5 wrong transfer PINs put on the customer's transfers; the customer is told. */
  async unlockPin(
    staff: AuthContext,
    userId: string,
    input: StaffSecurityAction,
    client: ClientInfo,
  ): Promise<void> {
    const { reason } = StaffSecurityActionSchema.parse(input);
    await this.customer(staff, userId);
    await this.db.transaction(async (tx) => {
      await this.pins.unlockFor(tx, userId);
      await this.recordOn(tx, staff, 'transfers.pin_unlocked_by_staff', userId, client, { reason });
      await this.notifications.notify(tx, userId, securityNotices.pinUnlockedByBank());
    });
    this.notifications.wake();
  }

  /**
   * Asks for a reset of the customer's authenticator (lost with its recovery codes), with the
   * identity check that was made; nothing changes until another staff member approves.
   * Errors: 404, ADMIN_OWN_ACCOUNT, ADMIN_NOTHING_TO_RESET.
   */
  async requestReset(
    staff: AuthContext,
    userId: string,
    input: SecondFactorResetRequest,
    client: ClientInfo,
  ): Promise<ChangeRequest> {
    const { identityCheck, reason } = SecondFactorResetRequestSchema.parse(input);
    await this.customer(staff, userId);
    if (!(await this.authenticators.isActive(userId)))
      throw nothingToReset('This customer has no authenticator app to reset.');
    if (await hasPendingReset(this.db, userId))
      throw nothingToReset('A reset for this customer already waits for approval.');
    return this.db.transaction((tx) =>
      this.changes.open(
        tx,
        staff,
        {
          kind: 'second_factor_reset',
          subjectId: userId,
          changes: { secondFactor: 'reset', identityCheck },
          before: { secondFactor: 'authenticator', identityCheck: null },
          reason,
        },
        client,
      ),
    );
  }

  /** The customer (never the staff member themselves). Errors: 404, ADMIN_OWN_ACCOUNT. */
  /** A staff action on the customer's security, in the audit log (in `tx`, with what it did). */
  private recordOn(
    tx: EntityManager,
    staff: AuthContext,
    action: string,
    userId: string,
    client: ClientInfo,
    details?: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.record(tx, {
      actor: staffActor(staff),
      action,
      target: { type: 'user', id: userId },
      ip: client.ip,
      ...(details ? { details } : {}),
    });
  }

  private async customer(staff: AuthContext, userId: string): Promise<User> {
    if (userId === staff.user.id) throw ownAccount('your own user');
    const user = await this.users.findById(userId);
    if (!user) throw notFound('No such user.');
    return user;
  }
}

function signInKey(user: User): string {
  return `sign-in:account:${emailKey(user.email)}`;
}
