import { Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { Statement, StatementFormat, StoredStatement } from '@vaultline/contracts';
import { toMinor } from '../../platform/database/money';
import { sqlFirst } from '../../platform/database/sql';
import { JobsService } from '../../platform/jobs/jobs.service';
import {
  STATEMENT_RENDERS_PER_USER,
  ThrottleService,
} from '../../platform/throttle/throttle.service';
import { AccountsService } from '../accounts/accounts.service';
import { AccountMovementsService, StatementAccount } from '../ledger/account-movements.service';
import { StatementBuilderService } from './statement-builder.service';
import type { StatementFile } from './statement-file';
import { fingerprint } from './statement-fingerprint';
import {
  StatementPeriod,
  isoDay,
  lastEndedMonth,
  nextMonth,
  periodInstants,
} from './statement-period';
import { StatementRenderService } from './statement-render.service';
import { StoredStatementRow } from './statement.entity';
import { rangeInFuture, statementNotFound, StatementsException } from './statements.exception';

export const MONTH_END_JOB = 'statements.month_end';
/** Accounts one month-end job makes statements for; the next batch is a new job. */
const MONTH_END_BATCH = 100;
/** How long after a month ends its statements are made: no transaction that began in it is still open. */
const MONTH_END_DELAY_MS = 5 * 60_000;

/** Who asks for a statement file (counted against their limit) and whose statement it is. */
export interface StatementReader {
  /** The signed-in user asking: the customer, or staff reading the customer's statements. */
  requesterId: string;
  ownerId: string;
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
    private readonly renderer: StatementRenderService,
    private readonly throttle: ThrottleService,
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

  /**
   * One kept statement as a file, made in a worker, which first checks it against its fingerprint
   * (read as text: the worker parses it). Errors: AUTH_THROTTLED (STATEMENT_RENDERS_PER_USER),
   * ACCOUNTS_NOT_FOUND, STATEMENTS_NOT_FOUND.
   */
  async keptFile(
    reader: StatementReader,
    accountId: string,
    id: string,
    format: StatementFormat,
  ): Promise<StatementFile> {
    await this.countRender(reader);
    await this.accounts.get(reader.ownerId, accountId);
    const row = await sqlFirst<{ content: string; sha256: string }>(
      this.db,
      'SELECT content::text AS content, sha256 FROM statements WHERE id = $1 AND account_id = $2',
      [id, accountId],
    );
    if (!row) throw statementNotFound();
    try {
      return await this.renderer.render({ format, keptJson: row.content, sha256: row.sha256 });
    } catch (error) {
      throw new Error(`Statement ${id}: ${(error as Error).message}`, { cause: error });
    }
  }

  /**
   * A statement for any range of whole days ending today at the latest, made now from the ledger,
   * as a file made in a worker. Errors: STATEMENTS_RANGE_IN_FUTURE, AUTH_THROTTLED
   * (STATEMENT_RENDERS_PER_USER), ACCOUNTS_NOT_FOUND, STATEMENTS_TOO_MANY_LINES.
   */
  async rangeFile(
    reader: StatementReader,
    accountId: string,
    period: StatementPeriod,
    format: StatementFormat,
  ): Promise<StatementFile> {
    if (period.end > isoDay(new Date())) throw rangeInFuture();
    await this.countRender(reader);
    const statement = await this.builder.build(this.db.manager, reader.ownerId, accountId, period);
    return this.renderer.render({ format, statement });
  }

  /**
   * Counts a statement file against the requester's limit, before any of it is read: each may be
   * seconds of a worker's time, and a customer (or a staff member) asking for them without end
   * would keep the workers from everyone else.
   */
  private countRender(reader: StatementReader): Promise<void> {
    return this.throttle.enforce([
      { key: `statements:renders:${reader.requesterId}`, policy: STATEMENT_RENDERS_PER_USER },
    ]);
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
