import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

// The cards module's tables (migration 0028). Statements are in *.queries.ts; the entities map the
// columns for the schema checks (entities.spec.ts).

/** A debit card: its number and CVV sealed, only the last four in clear. */
@Entity('cards')
export class CardEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('uuid', { name: 'account_id' })
  accountId!: string;

  @Column('text', { name: 'name_on_card' })
  nameOnCard!: string;

  @Column('text', { name: 'pan_last4' })
  panLast4!: string;

  @Column('text', { name: 'pan_lookup', unique: true })
  panLookup!: string;

  @Column('text', { name: 'secret_sealed' })
  secretSealed!: string;

  @Column('smallint', { name: 'expiry_month' })
  expiryMonth!: number;

  @Column('smallint', { name: 'expiry_year' })
  expiryYear!: number;

  @Column('text')
  status!: string;

  @Column('text', { name: 'close_reason', nullable: true })
  closeReason!: string | null;

  @Column('bigint', { name: 'per_transaction_limit_minor' })
  perTransactionLimitMinor!: string;

  @Column('bigint', { name: 'daily_limit_minor' })
  dailyLimitMinor!: string;

  @Column('boolean', { name: 'allow_online', default: true })
  allowOnline!: boolean;

  @Column('boolean', { name: 'allow_contactless', default: true })
  allowContactless!: boolean;

  @Column('boolean', { name: 'allow_atm', default: true })
  allowAtm!: boolean;

  @Column('boolean', { name: 'allow_abroad', default: false })
  allowAbroad!: boolean;

  @Column('text', { name: 'blocked_groups', array: true, default: () => "'{}'" })
  blockedGroups!: string[];

  @Column('smallint', { name: 'cvv_failures', default: 0 })
  cvvFailures!: number;

  @Column('uuid', { name: 'replaces_card_id', nullable: true })
  replacesCardId!: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;

  @Column('timestamptz', { name: 'closed_at', nullable: true })
  closedAt!: Date | null;
}

/** An authorisation the network asked for: held, then cleared, reversed or expired; or declined. */
@Entity('card_authorizations')
export class CardAuthorizationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'card_id' })
  cardId!: string;

  @Column('uuid', { name: 'account_id' })
  accountId!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'message_id', unique: true })
  messageId!: string;

  @Column('bigint', { name: 'amount_minor' })
  amountMinor!: string;

  @Column('text', { name: 'merchant_name' })
  merchantName!: string;

  @Column('smallint')
  mcc!: number;

  @Column('text')
  country!: string;

  @Column('text')
  channel!: string;

  @Column('text', { name: 'response_code' })
  responseCode!: string;

  @Column('text')
  status!: string;

  @Column('bigint', { name: 'held_minor', default: 0 })
  heldMinor!: string;

  @Column('bigint', { name: 'cleared_minor', nullable: true })
  clearedMinor!: string | null;

  @Column('bigint', { name: 'refunded_minor', default: 0 })
  refundedMinor!: string;

  @Column('timestamptz', { name: 'expires_at', nullable: true })
  expiresAt!: Date | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'settled_at', nullable: true })
  settledAt!: Date | null;
}

/** A message from the card network by its own id, with the answer given (retries get it again). */
@Entity('card_network_messages')
export class CardNetworkMessageEntity {
  @PrimaryColumn('text', { name: 'message_id' })
  messageId!: string;

  @Column('uuid', { unique: true })
  id!: string;

  @Column('text')
  kind!: string;

  @Column('text', { name: 'request_sha256' })
  requestSha256!: string;

  @Column('uuid', { name: 'authorization_id', nullable: true })
  authorizationId!: string | null;

  @Column('bigint', { name: 'refund_minor', nullable: true })
  refundMinor!: string | null;

  @Column('jsonb')
  response!: Record<string, unknown>;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
