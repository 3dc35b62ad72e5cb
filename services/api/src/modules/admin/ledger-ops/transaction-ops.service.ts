import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  EditTransactionRequest,
  ReverseResult,
  Transaction,
  TransactionType,
} from '@vaultline/contracts';
import { AdminErrorCode } from '@vaultline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import type { AuthContext } from '../../users/auth-context';
import { toMinor } from '../../../platform/database/money';
import { sqlFirst, sqlRows, sqlRun } from '../../../platform/database/sql';
import { sqlState } from '../../../platform/database/sql-error';
import { LedgerErrorCode, LedgerRefusal } from '../../ledger/ledger.exception';
import { LedgerService, Move } from '../../ledger/ledger.service';
import { ActivityService } from '../../transactions/activity.service';
import { TransactionsService } from '../../transactions/transactions.service';
import { TransferNotices } from '../../transfers/transfer-notices';
import { accountInactive, insufficientFunds } from '../../transfers/transfers.exception';
import { AdminException, adminNotFound, ownAccount } from '../admin.exception';
import { staffActor } from '../staff-actor';

interface LineRow {
  id: string;
  account_id: string;
  user_id: string;
  entry_id: string | null;
  transfer_id: string | null;
  title: string;
  description: string;
  category: string;
  amount_minor: string;
  status: string;
  reversal_of: string | null;
}

interface TransferToReverse {
  kind: 'internal' | 'external';
  status: string;
  from_account_id: string;
  recipient_account_id: string;
  amount_minor: string;
}

const EDITABLE: Record<string, string> = {
  title: 'title',
  category: 'category',
  description: 'description',
};

function notReversible(message: string): AdminException {
  return new AdminException(AdminErrorCode.NOT_REVERSIBLE, message);
}

/**
 * Staff corrections to history. Edits change a line's words only. A reversal is a new entry that
 * moves the money back; the original entry and line stay, the line marked reversed.
 */
@Injectable()
export class TransactionOpsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly ledger: LedgerService,
    private readonly activity: ActivityService,
    private readonly transactions: TransactionsService,
    private readonly transferNotices: TransferNotices,
    private readonly audit: AuditService,
  ) {}

  /** Errors: ADMIN_NOT_FOUND, ADMIN_OWN_ACCOUNT (a line of the caller's own statement). */
  async edit(
    staff: AuthContext,
    id: string,
    request: EditTransactionRequest,
    client: ClientInfo,
  ): Promise<Transaction> {
    await this.db.transaction(async (tx) => {
      const line = await this.lock(tx, id);
      if (line.user_id === staff.user.id) throw ownAccount('a line of your own statement');
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(request)) {
        const column = EDITABLE[field];
        if (
          !column ||
          value === undefined ||
          (line as unknown as Record<string, unknown>)[column] === value
        )
          continue;
        before[column] = (line as unknown as Record<string, unknown>)[column];
        after[column] = value;
      }
      if (Object.keys(after).length === 0) return;
      const sets = Object.keys(after).map((column, index) => `${column} = $${index + 2}`);
      await sqlRun(
        tx,
        `UPDATE transactions SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`,
        [id, ...Object.values(after)],
      );
      await this.audit.record(tx, {
        actor: staffActor(staff),
        action: 'transaction.edited',
        target: { type: 'transaction', id },
        ip: client.ip,
        before,
        after,
      });
    });
    return this.transactions.one(id);
  }

  /**
   * Errors: ADMIN_NOT_FOUND, ADMIN_NOT_REVERSIBLE (not a posted line, a held or external transfer, a reversal),
   * ADMIN_ALREADY_REVERSED, ADMIN_OWN_ACCOUNT (money of the caller's own account), TRANSFERS_INSUFFICIENT_FUNDS.
   */
  async reverse(
    staff: AuthContext,
    id: string,
    reason: string,
    client: ClientInfo,
  ): Promise<ReverseResult> {
    const reversalIds = await this.db.transaction(async (tx) => {
      const line = await this.lock(tx, id);
      if (line.status === 'reversed')
        throw new AdminException(
          AdminErrorCode.ALREADY_REVERSED,
          'This transaction was already reversed.',
        );
      if (line.status !== 'completed' || !line.entry_id || line.reversal_of)
        throw notReversible(
          'Only a posted transaction can be reversed (not a held, pending or failed one, nor a reversal).',
        );
      const plan = line.transfer_id
        ? await this.transferReversal(tx, line.transfer_id)
        : await this.entryReversal(tx, line.entry_id);
      await this.assertNotParty(tx, staff, plan.moves);
      const entryId = await this.post(tx, plan, staff, reason);
      const lines = await sqlRows<LineRow>(
        tx,
        "SELECT * FROM transactions WHERE entry_id = ANY($1::uuid[]) AND status = 'completed' FOR UPDATE",
        [plan.lineEntries],
      );
      await sqlRun(
        tx,
        "UPDATE transactions SET status = 'reversed', updated_at = now() WHERE id = ANY($1::uuid[])",
        [lines.map((l) => l.id)],
      );
      const ids = await this.activity.record(
        tx,
        lines.map((original) => reversalLine(original, entryId, reason)),
      );
      await this.audit.record(tx, {
        actor: staffActor(staff),
        action: 'transaction.reversed',
        target: { type: 'transaction', id },
        ip: client.ip,
        before: { status: 'completed', lines: lines.map((l) => l.id) },
        after: { status: 'reversed', reversalEntryId: entryId, reversalLines: ids, reason },
      });
      if (line.transfer_id) await this.transferNotices.reversed(tx, line.transfer_id, reason);
      return ids;
    });
    this.transferNotices.wake();
    return {
      original: await this.transactions.one(id),
      reversals: await Promise.all(
        reversalIds.map((reversalId) => this.transactions.one(reversalId)),
      ),
    };
  }

  /** Staff never reverse money into or out of their own accounts. Errors: ADMIN_OWN_ACCOUNT. */
  private async assertNotParty(
    tx: EntityManager,
    staff: AuthContext,
    moves: Move[],
  ): Promise<void> {
    const accounts = moves.flatMap((move) => [move.from, move.to]);
    const sql = 'SELECT id FROM ledger_accounts WHERE id = ANY($1::uuid[]) AND owner_id = $2';
    const owned = await sqlRows<{ id: string }>(tx, sql, [accounts, staff.user.id]);
    if (owned.length > 0) throw ownAccount('money in your own account');
  }

  private async lock(tx: EntityManager, id: string): Promise<LineRow> {
    const line = await sqlFirst<LineRow>(
      tx,
      'SELECT * FROM transactions WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!line) throw adminNotFound('transaction');
    return line;
  }

  /** An internal transfer goes back from the recipient to the sender (whatever holds it went through). */
  private async transferReversal(tx: EntityManager, transferId: string) {
    const transfer = await sqlFirst<TransferToReverse>(
      tx,
      'SELECT kind, status, from_account_id, recipient_account_id, amount_minor FROM transfers WHERE id = $1',
      [transferId],
    );
    if (transfer?.kind !== 'internal' || transfer.status !== 'completed') {
      throw notReversible(
        'A transfer to another bank cannot be reversed here: ask the receiving bank to recall it.',
      );
    }
    const delivered = await sqlFirst<{ entry_id: string }>(
      tx,
      "SELECT entry_id FROM transactions WHERE transfer_id = $1 AND amount_minor > 0 AND status = 'completed'",
      [transferId],
    );
    const sent = await sqlFirst<{ entry_id: string }>(
      tx,
      "SELECT entry_id FROM transactions WHERE transfer_id = $1 AND amount_minor < 0 AND status = 'completed'",
      [transferId],
    );
    if (!delivered || !sent) throw notReversible('This transfer has no posted lines to reverse.');
    const moves: Move[] = [
      {
        from: transfer.recipient_account_id,
        to: transfer.from_account_id,
        amountMinor: toMinor(transfer.amount_minor),
      },
    ];
    return {
      moves,
      reverses: delivered.entry_id,
      lineEntries: [sent.entry_id, delivered.entry_id] as string[],
    };
  }

  /** Any other entry (a deposit, an adjustment): every posting undone. */
  private async entryReversal(tx: EntityManager, entryId: string) {
    const postings = await sqlRows<{ account_id: string; amount_minor: string }>(
      tx,
      'SELECT account_id, amount_minor FROM postings WHERE entry_id = $1',
      [entryId],
    );
    const credited = postings.filter((p) => toMinor(p.amount_minor) > 0);
    const debited = postings.filter((p) => toMinor(p.amount_minor) < 0);
    if (credited.length !== 1 || debited.length !== 1)
      throw notReversible('This entry cannot be reversed automatically.');
    const moves: Move[] = [
      {
        from: credited[0].account_id,
        to: debited[0].account_id,
        amountMinor: toMinor(credited[0].amount_minor),
      },
    ];
    return { moves, reverses: entryId, lineEntries: [entryId] };
  }

  private async post(
    tx: EntityManager,
    plan: { moves: Move[]; reverses: string },
    staff: AuthContext,
    reason: string,
  ): Promise<string> {
    try {
      return (
        await this.ledger.post(tx, {
          kind: 'reversal',
          memo: `Reversal: ${reason}`,
          actor: staffActor(staff),
          moves: plan.moves,
          reversesEntryId: plan.reverses,
        })
      ).entryId;
    } catch (error) {
      if (error instanceof LedgerRefusal)
        throw error.code === LedgerErrorCode.INSUFFICIENT_FUNDS
          ? insufficientFunds(error.availableMinor)
          : accountInactive(false);
      if (sqlState(error) === '23505')
        throw new AdminException(
          AdminErrorCode.ALREADY_REVERSED,
          'This transaction was already reversed.',
        );
      throw error;
    }
  }
}

function reversalLine(original: LineRow, entryId: string, reason: string) {
  const amountMinor = -toMinor(original.amount_minor);
  const type: TransactionType = amountMinor > 0 ? 'credit' : 'debit';
  return {
    accountId: original.account_id,
    userId: original.user_id,
    entryId,
    transferId: original.transfer_id,
    type,
    title: `Reversal: ${original.title}`,
    description: reason,
    category: original.category,
    amountMinor,
    status: 'completed' as const,
    reversalOf: original.id,
  };
}
