import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { NotificationPreferences, Role } from '@vaultline/contracts';

/** A new customer's notification preferences (the column's default). */
export const DEFAULT_NOTIFICATIONS: NotificationPreferences = {
  sms: false,
  push: true,
  email: true,
  marketing: false,
};

@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  email!: string;

  @Column('text', { name: 'first_name' })
  firstName!: string;

  @Column('text', { name: 'last_name' })
  lastName!: string;

  /** argon2id; never leaves the API (no DTO carries it). */
  @Column('text', { name: 'password_hash' })
  passwordHash!: string;

  @Column('text', { default: 'customer' })
  role!: Role;

  @Column('timestamptz', { name: 'email_verified_at', nullable: true })
  emailVerifiedAt!: Date | null;

  @Column('text', { nullable: true })
  mobile!: string | null;

  @Column('text', { nullable: true })
  address!: string | null;

  /** YYYY-MM-DD (a calendar day, read as text). */
  @Column('date', { name: 'date_of_birth', nullable: true })
  dateOfBirth!: string | null;

  @Column('uuid', { name: 'avatar_id', nullable: true })
  avatarId!: string | null;

  @Column('boolean', { name: 'two_factor_enabled', default: false })
  twoFactorEnabled!: boolean;

  @Column('boolean', { name: 'biometric_enabled', default: false })
  biometricEnabled!: boolean;

  // DEFAULT_NOTIFICATIONS, as PostgreSQL prints the column's default (the entities spec compares them).
  @Column('jsonb', {
    default: () => `'{"sms": false, "push": true, "email": true, "marketing": false}'`,
  })
  notifications!: NotificationPreferences;

  /** Bumped to revoke every access token issued before (sign-out everywhere, password change). */
  @Column('integer', { name: 'token_version', default: 0 })
  tokenVersion!: number;

  @Column('boolean', { name: 'must_change_password', default: false })
  mustChangePassword!: boolean;

  @Column('text', { default: 'active' })
  status!: 'active' | 'closed';

  /** The last change of the sign-in address: payments to new recipients, new payees and PIN resets wait 24 hours after it. */
  @Column('timestamptz', { name: 'email_changed_at', nullable: true })
  emailChangedAt!: Date | null;

  /** When staff last reset the second factor (two of them): new recipients wait 24 hours from it. */
  @Column('timestamptz', { name: 'second_factor_reset_at', nullable: true })
  secondFactorResetAt!: Date | null;

  @Column('timestamptz', { name: 'closed_at', nullable: true })
  closedAt!: Date | null;

  @Column('text', { name: 'closed_reason', nullable: true })
  closedReason!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
