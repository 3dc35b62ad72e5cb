import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Statement, StatementLine } from '@vaultline/contracts';
import { STATEMENT_LINES_MAX } from '@vaultline/contracts';
import { AccountsService } from '../accounts/accounts.service';
import { AccountMovementsService, Movement } from '../ledger/account-movements.service';
import type { EntryKind } from '../ledger/ledger.service';
import { LineLabel, LineLabelsService } from '../transactions/line-labels.service';
import { UsersService } from '../users/users.service';
import { StatementPeriod, periodInstants } from './statement-period';
import { tooManyLines } from './statements.exception';

/** What a line says when no customer line names its entry (e.g. held money coming back). */
const ENTRY_KIND_LABELS: Record<EntryKind, string> = {
  deposit: 'Deposit',
  transfer: 'Transfer',
  hold: 'Transfer held for review',
  release: 'Held money released',
  clearing: 'Transfer to another bank',
  settlement: 'Settlement',
  return: 'Returned transfer',
  adjustment: 'Adjustment by the bank',
  reversal: 'Reversal',
  ach: 'Transfer with another bank',
  check: 'Mobile check deposit',
  deposit_return: 'Returned deposit',
  card_hold: 'Card payment',
  card_clearing: 'Card payment, final amount',
  card_release: 'Card hold released',
  card_refund: 'Card refund',
  dispute_credit: 'Dispute credit',
  dispute_reversal: 'Dispute credit taken back',
  chargeback: 'Chargeback',
};

function describe(movement: Movement, label: LineLabel | undefined): string {
  if (!label) return ENTRY_KIND_LABELS[movement.entryKind] ?? 'Ledger entry';
  return label.description ? `${label.title} — ${label.description}` : label.title;
}

/**
 * Makes a statement from the ledger: the opening balance is the sum of the account's postings
 * before the period, each line one posting in it, the closing balance the opening plus the lines.
 * Words come from the customer's history lines; money only from postings.
 */
@Injectable()
export class StatementBuilderService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly users: UsersService,
    private readonly movements: AccountMovementsService,
    private readonly labels: LineLabelsService,
  ) {}

  /** Errors: ACCOUNTS_NOT_FOUND (not the owner's), STATEMENTS_TOO_MANY_LINES. */
  async build(
    tx: EntityManager,
    ownerId: string,
    accountId: string,
    period: StatementPeriod,
  ): Promise<Statement> {
    const account = await this.accounts.get(ownerId, accountId, tx);
    const holder = await this.users.findById(ownerId, tx);
    const instants = periodInstants(period);
    const found = await this.movements.inPeriod(
      tx,
      accountId,
      instants.from,
      instants.to,
      STATEMENT_LINES_MAX,
    );
    if (found.truncated) throw tooManyLines();
    const entryIds = [...new Set(found.movements.map((movement) => movement.entryId))];
    const labels = await this.labels.forEntries(tx, ownerId, accountId, instants, entryIds);
    const lines = runningLines(found.openingMinor, found.movements, labels);
    return {
      periodStart: period.start,
      periodEnd: period.end,
      accountName: account.name,
      accountNumber: account.number,
      routingNumber: account.routingNumber,
      holderName: holder ? `${holder.firstName} ${holder.lastName}` : '',
      ...totals(found.openingMinor, lines),
      lines,
    };
  }
}

function runningLines(
  openingMinor: number,
  movements: Movement[],
  labels: Map<string, LineLabel>,
): StatementLine[] {
  let balance = openingMinor;
  return movements.map((movement) => {
    balance += movement.amountMinor;
    return {
      postedAt: movement.postedAt.toISOString(),
      description: describe(movement, labels.get(movement.entryId)),
      amountMinor: movement.amountMinor,
      balanceMinor: balance,
    };
  });
}

function totals(openingMinor: number, lines: StatementLine[]) {
  const moneyInMinor = lines.reduce((sum, line) => sum + Math.max(line.amountMinor, 0), 0);
  const moneyOutMinor = lines.reduce((sum, line) => sum - Math.min(line.amountMinor, 0), 0);
  return {
    openingBalanceMinor: openingMinor,
    closingBalanceMinor: openingMinor + moneyInMinor - moneyOutMinor,
    moneyInMinor,
    moneyOutMinor,
    lineCount: lines.length,
  };
}
