import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type {
  AccountDetail,
  AccountSummary,
  BankingSummary,
  OpenAccountRequest,
} from '@vaultline/contracts';
import { ACCOUNT_TYPE_LABELS, AccountsErrorCode } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { AuditService } from '../../platform/audit/audit.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { toMinor } from '../../platform/database/money';
import { LedgerService } from '../ledger/ledger.service';
import { ActivityService } from '../transactions/activity.service';
import type { AuthContext } from '../users/auth-context';
import { newAccountNumber } from './account-number';
import { accountNotFound, AccountsException } from './accounts.exception';
import {
  closeAccount,
  countOpenAccounts,
  findOwnAccount,
  insertAccount,
  listAccounts,
  lockUser,
  readSummary,
} from './accounts.queries';
import type { AccountRow } from './accounts.queries';

/** Open accounts a customer may hold at once. */
const OPEN_ACCOUNTS_MAX = 10;
const NUMBER_ATTEMPTS_MAX = 5;

export function toAccountSummary(row: AccountRow): AccountSummary {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    numberLast4: row.number.slice(-4),
    status: row.status,
    balanceMinor: toMinor(row.balance_minor),
    creditLimitMinor: toMinor(row.credit_limit_minor),
    openedAt: row.opened_at.toISOString(),
  };
}

/** Customers' accounts: open, list, read, close, and the dashboard's figures. */
@Injectable()
export class AccountsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ledger: LedgerService,
    private readonly activity: ActivityService,
    private readonly audit: AuditService,
  ) {}

  async list(userId: string, tx: EntityManager = this.db.manager): Promise<AccountSummary[]> {
    const rows = await listAccounts(tx, userId);
    return rows.map(toAccountSummary);
  }

  /** Errors: ACCOUNTS_NOT_FOUND (unknown, or someone else's). */
  async get(
    userId: string,
    id: string,
    tx: EntityManager = this.db.manager,
  ): Promise<AccountDetail> {
    return this.toDetail(await this.own(tx, userId, id));
  }

  /** A customer's own account row (locked when `lock`). Errors: ACCOUNTS_NOT_FOUND. */
  async own(tx: EntityManager, userId: string, id: string, lock = false): Promise<AccountRow> {
    const row = await findOwnAccount(tx, userId, id, lock);
    if (!row) throw accountNotFound();
    return row;
  }

  /** Opens an active account at zero; money only arrives by a posting. Errors: ACCOUNTS_LIMIT_REACHED. */
  async open(
    auth: AuthContext,
    request: OpenAccountRequest,
    client: ClientInfo,
  ): Promise<AccountDetail> {
    return this.db.transaction(async (tx) => {
      await lockUser(tx, auth.user.id);
      const open = await countOpenAccounts(tx, auth.user.id);
      if (open >= OPEN_ACCOUNTS_MAX) {
        throw new AccountsException(
          AccountsErrorCode.LIMIT_REACHED,
          `You can have at most ${OPEN_ACCOUNTS_MAX} open accounts.`,
        );
      }
      const row = await this.insert(tx, auth.user.id, request);
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'account.opened',
        target: { type: 'account', id: row.id },
        ip: client.ip,
        after: { type: row.type, name: row.name, number: row.number },
      });
      return this.toDetail(row);
    });
  }

  /** Closes an account that holds nothing. Errors: ACCOUNTS_NOT_FOUND, ACCOUNTS_ALREADY_CLOSED, ACCOUNTS_BALANCE_NOT_ZERO. */
  async close(
    auth: AuthContext,
    id: string,
    client: ClientInfo,
    reason = 'closed by the customer',
  ): Promise<AccountDetail> {
    return this.db.transaction(async (tx) => {
      const row = await this.own(tx, auth.user.id, id, true);
      return this.closeRow(tx, row, { id: auth.user.id, role: auth.user.role }, reason, client.ip);
    });
  }

  /** Closes a locked account row (customers and staff alike). */
  async closeRow(
    tx: EntityManager,
    row: AccountRow,
    actor: { id: string; role: string },
    reason: string,
    ip: string | null,
  ): Promise<AccountDetail> {
    if (row.status === 'closed')
      throw new AccountsException(
        AccountsErrorCode.ALREADY_CLOSED,
        'This account is already closed.',
      );
    const balance = toMinor(row.balance_minor);
    if (balance !== 0) {
      const what =
        balance > 0 ? `still holds ${formatUsd(balance)}` : `owes ${formatUsd(-balance)}`;
      throw new AccountsException(
        AccountsErrorCode.BALANCE_NOT_ZERO,
        `This account ${what}. An account can only be closed at a zero balance: transfer the money to another account first.`,
        { balanceMinor: balance },
      );
    }
    const closed = await closeAccount(tx, row.id, reason);
    await this.audit.record(tx, {
      actor,
      action: 'account.closed',
      target: { type: 'account', id: row.id },
      ip,
      before: { status: 'active' },
      after: { status: 'closed', reason },
    });
    return this.toDetail(closed);
  }

  async summary(userId: string): Promise<BankingSummary> {
    const row = await readSummary(this.db, userId);
    return {
      totalBalanceMinor: toMinor(row.total),
      activeAccounts: Number(row.active),
      transactionCount: Number(row.transactions),
    };
  }

  /** Cash paid in at the counter: teller cash → the account, with its statement line. */
  async deposit(
    tx: EntityManager,
    account: { id: string; ownerId: string },
    amountMinor: number,
    title: string,
    actor: { id: string | null; role: string },
  ) {
    const teller = await this.ledger.internalAccount(tx, 'teller_cash');
    const { entryId } = await this.ledger.post(tx, {
      kind: 'deposit',
      memo: title,
      actor,
      moves: [{ from: teller, to: account.id, amountMinor }],
    });
    await this.activity.record(tx, [
      {
        accountId: account.id,
        userId: account.ownerId,
        entryId,
        type: 'credit',
        title,
        category: 'Deposit',
        amountMinor,
        status: 'completed',
      },
    ]);
    return entryId;
  }

  /** Inserts the account with a fresh unique number (a collision is retried). */
  async insert(
    tx: EntityManager,
    ownerId: string,
    request: OpenAccountRequest,
  ): Promise<AccountRow> {
    for (let attempt = 1; ; attempt += 1) {
      const number = newAccountNumber();
      const row = await insertAccount(tx, ownerId, {
        type: request.type,
        name: request.name || ACCOUNT_TYPE_LABELS[request.type],
        number,
      });
      if (row) return row;
      if (attempt >= NUMBER_ATTEMPTS_MAX) throw new Error('Could not find a free account number');
    }
  }

  private toDetail(row: AccountRow): AccountDetail {
    return {
      ...toAccountSummary(row),
      number: row.number,
      routingNumber: this.config.routingNumber,
      closedAt: row.closed_at?.toISOString() ?? null,
    };
  }
}
