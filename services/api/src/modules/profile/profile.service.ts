import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { Me, UpdatePreferencesRequest, UpdateProfileRequest } from '@vaultline/contracts';
import { AuthErrorCode, AVATAR_MAX_BYTES } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthException } from '../../platform/auth/auth.exception';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { sniffMediaType } from '../../platform/files/media-type';
import { CustomerVerification } from '../kyc/customer-verification.service';
import type { AuthContext } from '../users/auth-context';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { Avatar } from './avatar.entity';

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

/** A user's own profile: names, contact details, preferences and picture. Every change is audited. */
@Injectable()
export class ProfileService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly verification: CustomerVerification,
  ) {}

  /** A change of name is screened against the sanctions list in the same transaction (modules/kyc). */
  async update(auth: AuthContext, request: UpdateProfileRequest, client: ClientInfo): Promise<Me> {
    return this.apply(
      auth,
      request as ProfileUpdate,
      'user.profile_updated',
      client,
      async (tx, after) => {
        if (!('firstName' in after) && !('lastName' in after)) return;
        // Read back after the update (the row is ours until commit): the whole name as it now is.
        const saved = (await this.users.findById(auth.user.id, tx)) as User;
        await this.verification.rescreen(tx, auth.user.id, `${saved.firstName} ${saved.lastName}`, {
          actor: { id: auth.user.id, role: auth.user.role },
          ip: client.ip,
        });
      },
    );
  }

  async updatePreferences(
    auth: AuthContext,
    request: UpdatePreferencesRequest,
    client: ClientInfo,
  ): Promise<Me> {
    const update: Partial<User> = {};
    if (request.notifications)
      update.notifications = { ...auth.user.notifications, ...request.notifications };
    if (request.biometricEnabled !== undefined) update.biometricEnabled = request.biometricEnabled;
    return this.apply(auth, update, 'user.preferences_updated', client);
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
    const sniffed = sniffMediaType(bytes);
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

  /** Saves the changed fields, audited; `andThen` runs in the same transaction with what changed. */
  private async apply(
    auth: AuthContext,
    update: Partial<User>,
    action: string,
    client: ClientInfo,
    andThen?: (tx: EntityManager, after: Record<string, unknown>) => Promise<void>,
  ): Promise<Me> {
    const { before, after } = changedFields(auth.user, update as Record<string, unknown>);
    return this.db.transaction(async (tx) => {
      if (Object.keys(after).length > 0) {
        await tx.getRepository(User).update({ id: auth.user.id }, after as Partial<User>);
        // Before the audit record: it takes the audit chain's lock, which is always taken last.
        await andThen?.(tx, after);
        await this.audit.record(tx, {
          actor: { id: auth.user.id, role: auth.user.role },
          action,
          target: { type: 'user', id: auth.user.id },
          ip: client.ip,
          before,
          after,
        });
      }
      return this.users.me((await this.users.findById(auth.user.id, tx)) as User, tx);
    });
  }
}
