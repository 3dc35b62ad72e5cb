import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The tables identity owns: sessions (refresh-token families), their tokens, one-time codes,
 * authenticator apps and recovery codes.
 * Every column is mapped; a test compares them with the migrated schema (entities.spec.ts).
 */
@Entity('sessions')
export class Session {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('boolean')
  persistent!: boolean;

  @Column('text', { name: 'user_agent', nullable: true })
  userAgent!: string | null;

  @Column('text', { nullable: true })
  ip!: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'last_used_at', default: () => 'now()' })
  lastUsedAt!: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt!: Date | null;

  @Column('text', { name: 'revoked_reason', nullable: true })
  revokedReason!: string | null;
}

@Entity('refresh_tokens')
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'session_id' })
  sessionId!: string;

  @Column('text', { name: 'token_hash' })
  tokenHash!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt!: Date | null;
}

@Entity('one_time_codes')
export class OneTimeCode {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text')
  purpose!: string;

  @Column('text', { name: 'code_hash' })
  codeHash!: string;

  @Column('jsonb', { default: () => "'{}'" })
  context!: unknown;

  @Column('integer', { default: 0 })
  attempts!: number;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;

  @Column('timestamptz', { name: 'consumed_at', nullable: true })
  consumedAt!: Date | null;
}

/** A user's authenticator app: the TOTP secret sealed (never in the clear), pending until confirmed. */
@Entity('authenticators')
export class Authenticator {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'secret_sealed' })
  secretSealed!: string;

  @Column('text')
  status!: 'pending' | 'active';

  /** The newest 30-second step a code was accepted for; codes of that step or older are refused. */
  @Column('integer', { name: 'last_used_step', nullable: true })
  lastUsedStep!: number | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'enabled_at', nullable: true })
  enabledAt!: Date | null;
}

/** One recovery code, as a keyed hash; `usedAt` once it was spent. */
@Entity('recovery_codes')
export class RecoveryCode {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'code_hash' })
  codeHash!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt!: Date | null;
}

/**
 * A browser that passed a second factor for the account (the keyed hash of its device cookie's id):
 * a sign-in from it may skip the second step until KNOWN_DEVICE_TRUST_MS after that.
 */
@Entity('known_devices')
export class KnownDevice {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @PrimaryColumn('text', { name: 'device_hash' })
  deviceHash!: string;

  @Column('timestamptz', { name: 'second_factor_at' })
  secondFactorAt!: Date;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
