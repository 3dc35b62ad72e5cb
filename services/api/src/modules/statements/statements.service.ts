import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { StatementFormat, StoredStatement } from '@vaultline/contracts';
import { toMinor } from '../../platform/database/money';
import {
  STATEMENT_RENDERS_PER_USER,
  ThrottleService,
} from '../../platform/throttle/throttle.service';
import { AccountsService } from '../accounts/accounts.service';
import { StatementBuilderService } from './statement-builder.service';
import type { StatementFile } from './statement-file';
import { isoDay } from './statement-period';
import type { StatementPeriod } from './statement-period';
import { StatementRenderService } from './statement-render.service';
import { StoredStatementRow } from './statement.entity';
import { rangeInFuture, statementNotFound } from './statements.exception';
import { findKeptContent } from './statements.queries';

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
 * any range of days on demand, made from the ledger when asked and not kept. The month-end chain
 * itself runs in StatementMonthEndService.
 */
@Injectable()
export class StatementsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: AccountsService,
    private readonly builder: StatementBuilderService,
    private readonly renderer: StatementRenderService,
    private readonly throttle: ThrottleService,
  ) {}

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
    const row = await findKeptContent(this.db, id, accountId);
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
}
