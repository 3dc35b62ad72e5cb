import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Me } from '@vaultline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { User } from './user.entity';

export function avatarUrl(avatarId: string | null): string | null {
  return avatarId ? `/api/avatars/${avatarId}` : null;
}

/** Reading users and showing them to themselves. */
@Injectable()
export class UsersService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  findByEmail(email: string, tx: EntityManager = this.db.manager): Promise<User | null> {
    return tx.getRepository(User).findOneBy({ email });
  }

  findById(id: string, tx: EntityManager = this.db.manager): Promise<User | null> {
    return tx.getRepository(User).findOneBy({ id });
  }

  /** Locks the user's row for the rest of the transaction (serialises changes to one user). */
  lock(tx: EntityManager, id: string): Promise<User | null> {
    return tx.getRepository(User).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The user as they see themselves: no password hash, PIN or code, ever. */
  async me(user: User, tx: EntityManager = this.db.manager): Promise<Me> {
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerifiedAt !== null,
      mobile: user.mobile,
      address: user.address,
      dateOfBirth: user.dateOfBirth,
      createdAt: user.createdAt.toISOString(),
      avatarUrl: avatarUrl(user.avatarId),
      twoFactorEnabled: user.twoFactorEnabled,
      biometricEnabled: user.biometricEnabled,
      notifications: user.notifications,
      hasPin: await this.hasPin(user.id, tx),
      mustChangePassword: user.mustChangePassword,
    };
  }

  /** Whether a transfer PIN is set (never the PIN or its hash). */
  private async hasPin(userId: string, tx: EntityManager): Promise<boolean> {
    const [row] = await tx.query('SELECT pin_hash IS NOT NULL AS set FROM transfer_settings WHERE user_id = $1', [userId]);
    return row?.set === true;
  }
}
