import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  ChangeEmailRequest,
  Me,
  MessageResponse,
  UpdatePreferencesRequest,
  UpdateProfileRequest,
} from '@vaultline/contracts';
import { AuthErrorCode, AVATAR_MAX_BYTES, CommonErrorCode } from '@vaultline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import { AccountSecurityService } from '../identity/account-security.service';
import { authMail } from '../identity/auth-mail';
import { AuthException } from '../../platform/auth/auth.exception';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import type { AuthContext } from '../users/auth-context';
import { OneTimeCodesService } from '../identity/one-time-codes.service';
import { AppException } from '../../platform/http/app.exception';
import { MailOutboxService } from '../../platform/mail/mail-outbox.service';
import { MailService } from '../../platform/mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';
import { securityNotices } from '../notifications/security-notices';
import { Avatar } from './avatar.entity';
import { sniffImageType } from './image-type';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

type ProfileUpdate = Partial<
  Pick<User, 'firstName' | 'lastName' | 'mobile' | 'address' | 'dateOfBirth'>
>;

function changedFields(user: User, update: Record<string, unknown>) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(update)) {
    const current = (user as unknown as Record<string, unknown>)[key];
    if (JSON.stringify(current) !== JSON.stringify(value)) {
      before[key] = current;
      after[key] = value;
    }
  }
  return { before, after };
}

/** A user's own profile: names, contact details, preferences, picture and email. Every change is audited. */
@Injectable()
export class ProfileService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly security: AccountSecurityService,
    private readonly codes: OneTimeCodesService,
    private readonly mail: MailService,
    private readonly outbox: MailOutboxService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  async update(auth: AuthContext, request: UpdateProfileRequest, client: ClientInfo): Promise<Me> {
    return this.apply(auth, request as ProfileUpdate, 'user.profile_updated', client);
  }

  async updatePreferences(
    auth: AuthContext,
    request: UpdatePreferencesRequest,
    client: ClientInfo,
  ): Promise<Me> {
    const update: Partial<User> = {};
    if (request.notifications)
      update.notifications = { ...auth.user.notifications, ...request.notifications };
    if (request.twoFactorEnabled !== undefined) update.twoFactorEnabled = request.twoFactorEnabled;
    if (request.biometricEnabled !== undefined) update.biometricEnabled = request.biometricEnabled;
    const twoFactor = update.twoFactorEnabled;
    const me = await this.apply(auth, update, 'user.preferences_updated', client, (tx, after) =>
      twoFactor !== undefined && 'twoFactorEnabled' in after
        ? this.notifications.notify(tx, auth.user.id, twoFactorNotice(twoFactor))
        : Promise.resolve(),
    );
    this.notifications.wake();
    return me;
  }

  /** Errors: USERS_AVATAR_NOT_AN_IMAGE (415), USERS_AVATAR_TOO_LARGE (413). */
  async setAvatar(
    auth: AuthContext,
    contentType: string,
    bytes: Buffer,
    client: ClientInfo,
  ): Promise<Me> {
    if (bytes.length > AVATAR_MAX_BYTES)
      throw new AuthException(AuthErrorCode.AVATAR_TOO_LARGE, 'The picture must be at most 2 MB.');
    const sniffed = sniffImageType(bytes);
    if (!sniffed || sniffed !== contentType) {
      throw new AuthException(
        AuthErrorCode.AVATAR_NOT_AN_IMAGE,
        'The picture must be a PNG, JPEG, WebP or GIF image.',
      );
    }
    return this.db.transaction(async (tx) => {
      const avatar = await tx
        .getRepository(Avatar)
        .save(
          tx.getRepository(Avatar).create({ userId: auth.user.id, contentType: sniffed, bytes }),
        );
      await tx
        .getRepository(Avatar)
        .createQueryBuilder()
        .delete()
        .where('user_id = :user AND id <> :id', { user: auth.user.id, id: avatar.id })
        .execute();
      await tx.getRepository(User).update({ id: auth.user.id }, { avatarId: avatar.id });
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'user.avatar_changed',
        target: { type: 'user', id: auth.user.id },
        ip: client.ip,
        details: { contentType: sniffed, bytes: bytes.length },
      });
      return this.users.me((await this.users.findById(auth.user.id, tx)) as User, tx);
    });
  }

  async removeAvatar(auth: AuthContext, client: ClientInfo): Promise<Me> {
    return this.db.transaction(async (tx) => {
      await tx.getRepository(User).update({ id: auth.user.id }, { avatarId: null });
      await tx.getRepository(Avatar).delete({ userId: auth.user.id });
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'user.avatar_removed',
        target: { type: 'user', id: auth.user.id },
        ip: client.ip,
      });
      return this.users.me((await this.users.findById(auth.user.id, tx)) as User, tx);
    });
  }

  /**
   * Starts an email change: checks the password and emails a code to the new address. An address
   * that already has an account gets the same answer and the same work, but its owner is told
   * instead of being sent a code, and the code issued for it can never confirm the change.
   * Errors: AUTH_CURRENT_PASSWORD_WRONG, AUTH_THROTTLED, AUTH_CODE_LOCKED, VALIDATION_FAILED (own address);
   * 503 when the email cannot be sent.
   */
  async requestEmailChange(
    auth: AuthContext,
    request: ChangeEmailRequest,
    client: ClientInfo,
  ): Promise<MessageResponse> {
    const { user } = auth;
    await this.security.assertPassword(user, request.password);
    const newEmail = request.newEmail;
    if (newEmail === user.email) {
      throw new AppException(400, CommonErrorCode.VALIDATION_FAILED, 'This is already your email.');
    }
    const mail = await this.db.transaction(async (tx) => {
      const owner = await this.users.findByEmail(newEmail, tx);
      const context = owner ? { newEmail, addressTaken: true } : { newEmail };
      const { code } = await this.codes.issueCode(tx, user.id, 'email_change', context);
      await this.audit.record(tx, {
        actor: { id: user.id, role: user.role },
        action: 'user.email_change_requested',
        target: { type: 'user', id: user.id },
        ip: client.ip,
        after: { email: newEmail },
        details: { addressTaken: owner !== null },
      });
      const notice = authMail.emailChangeNotice(user.email, user.firstName, newEmail);
      await this.notifications.notify(
        tx,
        user.id,
        securityNotices.emailChangeRequested(newEmail, notice),
      );
      return owner
        ? authMail.emailTakenNotice(owner.email, owner.firstName)
        : authMail.emailChangeCode(newEmail, user.firstName, code);
    });
    this.outbox.wake();
    // Either mail goes now: both answers take the same time, and a failure shows the same way.
    if (!(await this.mail.send(mail))) {
      throw new AppException(503, CommonErrorCode.SERVICE_UNAVAILABLE, MAIL_FAILED_MESSAGE);
    }
    return {
      message: `If ${newEmail} can be used, we sent a 6-digit code to it. Enter it to finish the change.`,
    };
  }

  /**
   * Errors: AUTH_CODE_INVALID, AUTH_CODE_EXPIRED, AUTH_CODE_ATTEMPTS_EXCEEDED, AUTH_CODE_LOCKED,
   * USERS_EMAIL_TAKEN (someone took the address after the code was sent).
   */
  async confirmEmailChange(auth: AuthContext, code: string, client: ClientInfo): Promise<Me> {
    const checked = await this.codes.check({ userId: auth.user.id }, 'email_change', code);
    // A code issued for an address that already had an account was never sent to anyone.
    if (checked.context.addressTaken === true) {
      throw new AuthException(AuthErrorCode.CODE_INVALID, 'That code is not correct.');
    }
    const newEmail = String(checked.context.newEmail);
    try {
      const me = await this.db.transaction(async (tx) => {
        await this.codes.consume(tx, checked, 'email_change');
        await tx
          .getRepository(User)
          .update({ id: auth.user.id }, { email: newEmail, emailVerifiedAt: new Date() });
        await this.audit.record(tx, {
          actor: { id: auth.user.id, role: auth.user.role },
          action: 'user.email_changed',
          target: { type: 'user', id: auth.user.id },
          ip: client.ip,
          before: { email: auth.user.email },
          after: { email: newEmail },
        });
        await this.notifications.notify(tx, auth.user.id, securityNotices.emailChanged(newEmail));
        return this.users.me((await this.users.findById(auth.user.id, tx)) as User, tx);
      });
      this.notifications.wake();
      return me;
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw emailTaken();
      throw error;
    }
  }

  /** Saves the changed fields, audited; `alsoDo` runs in the same transaction, told what changed. */
  private async apply(
    auth: AuthContext,
    update: Partial<User>,
    action: string,
    client: ClientInfo,
    alsoDo: (tx: EntityManager, after: Record<string, unknown>) => Promise<void> = async () => {},
  ): Promise<Me> {
    const { before, after } = changedFields(auth.user, update as Record<string, unknown>);
    return this.db.transaction(async (tx) => {
      if (Object.keys(after).length > 0) {
        await tx.getRepository(User).update({ id: auth.user.id }, after as Partial<User>);
        await this.audit.record(tx, {
          actor: { id: auth.user.id, role: auth.user.role },
          action,
          target: { type: 'user', id: auth.user.id },
          ip: client.ip,
          before,
          after,
        });
        await alsoDo(tx, after);
      }
      return this.users.me((await this.users.findById(auth.user.id, tx)) as User, tx);
    });
  }
}

/** The emailed sign-in code turned on or off (the authenticator app has its own notices). */
function twoFactorNotice(on: boolean) {
  return securityNotices.twoFactorChanged(
    on,
    on
      ? 'Signing in now needs your password and a code we email you.'
      : 'Signing in no longer needs an emailed code: your password alone signs you in.',
  );
}

const MAIL_FAILED_MESSAGE = 'We could not send the email just now. Please try again in a minute.';

function emailTaken(): AuthException {
  return new AuthException(AuthErrorCode.EMAIL_TAKEN, 'Another account already uses this email.');
}
