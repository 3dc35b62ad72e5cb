import { Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Statement, StoredStatement } from '@vaultline/contracts';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { canonicalJson } from '../../platform/audit/canonical-json';
import { toMinor } from '../../platform/database/money';
import { JobsService } from '../../platform/jobs/jobs.service';
import { AccountsService } from '../accounts/accounts.service';
import { AccountMovementsService, StatementAccount } from '../ledger/account-movements.service';
import { StatementBuilderService } from './statement-builder.service';
import { StoredStatementRow } from './statement.entity';
import {
  StatementPeriod,
  isoDay,
  lastEndedMonth,
  nextMonth,
  periodInstants,
} from './statement-period';
import { rangeInFuture, statementNotFound, StatementsException } from './statements.exception';

export const MONTH_END_JOB = 'statements.month_end';
/** Accounts one month-end job makes statements for; the next batch is a new job. */
const MONTH_END_BATCH = 100;
/** How long after a month ends its statements are made: no transaction that began in it is still open. */
const MONTH_END_DELAY_MS = 5 * 60_000;

/** A statement and the fingerprint of its content. */
export interface KeptStatement {
  statement: Statement;
  sha256: string;
}

export function fingerprint(statement: Statement): string {
  return createHash('sha256').update(canonicalJson(statement)).digest('hex');
}

function toStored(row: StoredStatementRow): StoredStatement {
  return {
    id: row.id,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    openingBalanceMinor: toMinor(row.openingBalanceMinor),
    closingBalanceMinor: toMinor(row.closingBalanceMinor),
    moneyInMinor: toMinor(row.moneyInMinor),
    moneyOutMinor: toMinor(row.moneyOutMinor),
    lineCount: row.lineCount,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Statements: month-end ones made by the jobs runner and kept as made (with their SHA-256), and
 * any range of days on demand, made from the ledger when asked and not kept.
 */
@Injectable()
export class StatementsService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Statements');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: AccountsService,
    private readonly builder: StatementBuilderService,
    private readonly movements: AccountMovementsService,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(MONTH_END_JOB, (tx, payload) => this.runMonthEnd(tx, payload));
  }

  /** Starts the month-end chain (or catches up on the last month) unless it is already queued. */
  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.db.transaction((tx) => this.queueMonthEnd(tx, lastEndedMonth(new Date())));
    } catch (error) {
      this.logger.error(`Could not queue month-end statements: ${(error as Error).message}`);
    }
  }

  /** The account's kept statements, newest first. Errors: ACCOUNTS_NOT_FOUND. */
  async archive(ownerId: string, accountId: string): Promise<StoredStatement[]> {
    await this.accounts.get(ownerId, accountId);
    const rows = await this.db.getRepository(StoredStatementRow).find({
      where: { accountId },
      order: { periodStart: 'DESC' },
    });
    return rows.map(toStored);
  }

  /** One kept statement, checked against its fingerprint. Errors: ACCOUNTS_NOT_FOUND, STATEMENTS_NOT_FOUND. */
  async kept(ownerId: string, accountId: string, id: string): Promise<KeptStatement> {
    await this.accounts.get(ownerId, accountId);
    const row = await this.db.getRepository(StoredStatementRow).findOneBy({ id, accountId });
    if (!row) throw statementNotFound();
    if (fingerprint(row.content) !== row.sha256)
      throw new Error(`Statement ${id} does not match its fingerprint`);
    return { statement: row.content, sha256: row.sha256 };
  }

  /**
   * A statement for any range of whole days ending today at the latest, made now from the ledger.
   * Errors: ACCOUNTS_NOT_FOUND, STATEMENTS_RANGE_IN_FUTURE, STATEMENTS_TOO_MANY_LINES.
   */
  range(ownerId: string, accountId: string, period: StatementPeriod): Promise<Statement> {
    if (period.end > isoDay(new Date())) throw rangeInFuture();
    return this.builder.build(this.db.manager, ownerId, accountId, period);
  }

  /** Makes and keeps one batch of a month's statements, then queues the next batch or month. */
  private async runMonthEnd(tx: EntityManager, payload: Record<string, unknown>): Promise<void> {
    const period = { start: String(payload.start), end: String(payload.end) };
    const { from, to } = periodInstants(period);
    const after = typeof payload.after === 'string' ? payload.after : null;
    const accounts = await this.movements.openDuring(tx, from, to, after, MONTH_END_BATCH);
    for (const account of accounts) await this.keep(tx, account, period);
    if (accounts.length === MONTH_END_BATCH)
      await this.jobs.enqueue(tx, MONTH_END_JOB, new Date(), {
        ...period,
        after: accounts.at(-1)?.id,
      });
    else await this.queueMonthEnd(tx, nextMonth(period));
  }

  /** Queues a month's statements for just after it ends (at once for a month that has ended). */
  private async queueMonthEnd(tx: EntityManager, period: StatementPeriod): Promise<void> {
    const due = periodInstants(period).to.getTime() + MONTH_END_DELAY_MS;
    const runAt = new Date(Math.max(due, Date.now()));
    await this.jobs.enqueueUnlessQueued(tx, MONTH_END_JOB, runAt, { ...period });
  }

  /** Keeps one account's statement for the period (once: a second run finds it made). */
  private async keep(tx: EntityManager, account: StatementAccount, period: StatementPeriod) {
    let statement: Statement;
    try {
      statement = await this.builder.build(tx, account.ownerId, account.id, period);
    } catch (error) {
      if (!(error instanceof StatementsException)) throw error;
      this.logger.warn(`No statement for account ${account.id}, ${period.start}: ${error.message}`);
      return;
    }
    await tx
      .createQueryBuilder()
      .insert()
      .into(StoredStatementRow)
      .values({
        accountId: account.id,
        userId: account.ownerId,
        periodStart: period.start,
        periodEnd: period.end,
        openingBalanceMinor: String(statement.openingBalanceMinor),
        closingBalanceMinor: String(statement.closingBalanceMinor),
        moneyInMinor: String(statement.moneyInMinor),
        moneyOutMinor: String(statement.moneyOutMinor),
        lineCount: statement.lineCount,
        content: statement,
        sha256: fingerprint(statement),
      })
      .orIgnore()
      .execute();
  }
}
