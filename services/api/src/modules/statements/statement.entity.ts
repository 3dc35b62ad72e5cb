import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Statement } from '@vaultline/contracts';

/** A month-end statement as made: never updated or deleted (a trigger refuses it). */
@Entity('statements')
export class StoredStatementRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'account_id' })
  accountId!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('date', { name: 'period_start' })
  periodStart!: string;

  @Column('date', { name: 'period_end' })
  periodEnd!: string;

  @Column('bigint', { name: 'opening_balance_minor' })
  openingBalanceMinor!: string;

  @Column('bigint', { name: 'closing_balance_minor' })
  closingBalanceMinor!: string;

  @Column('bigint', { name: 'money_in_minor' })
  moneyInMinor!: string;

  @Column('bigint', { name: 'money_out_minor' })
  moneyOutMinor!: string;

  @Column('integer', { name: 'line_count' })
  lineCount!: number;

  @Column('jsonb')
  content!: Statement;

  @Column('text')
  sha256!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
