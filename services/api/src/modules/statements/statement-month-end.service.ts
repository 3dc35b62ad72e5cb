import { Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { Statement } from '@vaultline/contracts';
import { JobsService } from '../../platform/jobs/jobs.service';
import { AccountMovementsService } from '../ledger/account-movements.service';
import type { StatementAccount } from '../ledger/account-movements.service';
import { StatementBuilderService } from './statement-builder.service';
import { fingerprint } from './statement-fingerprint';
import { lastEndedMonth, nextMonth, periodInstants } from './statement-period';
import type { StatementPeriod } from './statement-period';
import { StoredStatementRow } from './statement.entity';
import { StatementsException } from './statements.exception';

export const MONTH_END_JOB = 'statements.month_end';
/** Accounts one month-end job makes statements for; the next batch is a new job. */
const MONTH_END_BATCH = 100;
/** How long after a month ends its statements are made: no transaction that began in it is still open. */
const MONTH_END_DELAY_MS = 5 * 60_000;

/**
 * Month-end statements: made by the jobs runner, a batch of accounts at a time, and kept as made
 * (with their SHA-256).
 */
@Injectable()
export class StatementMonthEndService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Statements');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
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
