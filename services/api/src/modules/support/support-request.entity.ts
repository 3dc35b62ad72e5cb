import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { SupportRequest } from '@vaultline/contracts';

// The support module's tables (migrations 0003 and 0030). Statements are in support.queries.ts;
// the entities map the columns for the schema checks (entities.spec.ts).

/** A customer's support request and its conversation's state. */
@Entity('support_requests')
export class SupportRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text')
  email!: string;

  @Column('text', { nullable: true })
  phone!: string | null;

  @Column('text')
  category!: SupportRequest['category'];

  @Column('text')
  subject!: string;

  @Column('text')
  message!: string;

  @Column('text', { default: 'open' })
  status!: SupportRequest['status'];

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'resolved_at', nullable: true })
  resolvedAt!: Date | null;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;

  @Column('uuid', { name: 'assignee_id', nullable: true })
  assigneeId!: string | null;

  @Column('timestamptz', { name: 'reply_due_at' })
  replyDueAt!: Date;

  @Column('timestamptz', { name: 'first_reply_at', nullable: true })
  firstReplyAt!: Date | null;

  @Column('text', { default: 'staff' })
  awaiting!: SupportRequest['awaiting'];

  @Column('timestamptz', { name: 'customer_read_at', nullable: true })
  customerReadAt!: Date | null;

  @Column('timestamptz', { name: 'staff_read_at', nullable: true })
  staffReadAt!: Date | null;

  @Column('timestamptz', { name: 'last_message_at', default: () => 'now()' })
  lastMessageAt!: Date;
}

/** A message of a conversation after the request's own, or a staff note (append-only). */
@Entity('support_messages')
export class SupportMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'request_id' })
  requestId!: string;

  @Column('uuid', { name: 'author_id' })
  authorId!: string;

  @Column('text', { name: 'author_kind' })
  authorKind!: 'customer' | 'staff';

  @Column('boolean', { default: false })
  internal!: boolean;

  @Column('text')
  body!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}

/** A file uploaded to a conversation, kept as sent (never changed; deleted only if never placed). */
@Entity('support_attachments')
export class SupportAttachmentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'uploader_id' })
  uploaderId!: string;

  @Column('text', { name: 'media_type' })
  mediaType!: string;

  @Column('bytea')
  bytes!: Buffer;

  @Column('text')
  sha256!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}

/** Where a file was placed: its request and message (none: the request's own). Append-only. */
@Entity('support_attachment_placements')
export class SupportAttachmentPlacementEntity {
  @PrimaryColumn('uuid', { name: 'attachment_id' })
  attachmentId!: string;

  @Column('uuid', { name: 'request_id' })
  requestId!: string;

  @Column('uuid', { name: 'message_id', nullable: true })
  messageId!: string | null;

  @Column('timestamptz', { name: 'placed_at', default: () => 'now()' })
  placedAt!: Date;
}
