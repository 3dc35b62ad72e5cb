import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One in-app notification (migration 0020): written once, then only marked read. */
@Entity('notifications')
export class NotificationRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text')
  kind!: string;

  @Column('text')
  title!: string;

  @Column('text')
  body!: string;

  @Column('text', { nullable: true })
  link!: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'read_at', nullable: true })
  readAt!: Date | null;
}
