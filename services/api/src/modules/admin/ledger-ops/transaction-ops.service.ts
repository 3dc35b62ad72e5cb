import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { EditTransactionRequest, ReverseResult, Transaction } from '@vaultline/contracts';
import { AdminErrorCode } from '@vaultline/contracts';
import { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { sqlState } from '../../../platform/database/sql-error';
import { LedgerErrorCode, LedgerRefusal } from '../../ledger/ledger.exception';
import { LedgerService } from '../../ledger/ledger.service';
import type { Move } from '../../ledger/ledger.service';
import { ActivityService } from '../../transactions/activity.service';
import { TransactionsService } from '../../transactions/transactions.service';
import { TransferNotices } from '../../transfers/transfer-notices';
import { accountInactive, insufficientFunds } from '../../transfers/transfers.exception';
import type { AuthContext } from '../../users/auth-context';
import { AdminException, adminNotFound, ownAccount } from '../admin.exception';
import { staffActor } from '../staff-actor';
import type { ReversalPlan } from './reversal-plan';
import {
  notReversible,
  planEntryReversal,
  planTransferReversal,
  reversalLine,
} from './reversal-plan';
import type { LineRow } from './transaction-ops.queries';
import {
  findOwnedAccountIds,
  lockCompletedLines,
  lockLine,
  markLinesReversed,
  updateLineColumns,
} from './transaction-ops.queries';

const EDITABLE: Record<string, string> = {
  title: 'title',
  category: 'category',
  description: 'description',
};

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
      await updateLineColumns(tx, id, after);
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
        ? await planTransferReversal(tx, line.transfer_id)
        : await planEntryReversal(tx, line.entry_id);
      await this.assertNotParty(tx, staff, plan.moves);
      const entryId = await this.post(tx, plan, staff, reason);
      const lines = await lockCompletedLines(tx, plan.lineEntries);
      await markLinesReversed(
        tx,
        lines.map((l) => l.id),
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
    const owned = await findOwnedAccountIds(tx, accounts, staff.user.id);
    if (owned.length > 0) throw ownAccount('money in your own account');
  }

  private async lock(tx: EntityManager, id: string): Promise<LineRow> {
    const line = await lockLine(tx, id);
    if (!line) throw adminNotFound('transaction');
    return line;
  }

  private async post(
    tx: EntityManager,
    plan: ReversalPlan,
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
