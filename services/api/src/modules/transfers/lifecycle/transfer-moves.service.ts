import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { toMinor } from '../../../platform/database/money';
import { LedgerErrorCode, LedgerRefusal } from '../../ledger/ledger.exception';
import { LedgerService } from '../../ledger/ledger.service';
import type { TransferRow } from '../transfer-row';
import { accountInactive, insufficientFunds } from '../transfers.exception';
import type { MoneyMove, MoneyPlace } from './transfer-effects';

/** Who a move is posted for: a customer, a staff member, or the system (jobs). */
export interface MoveActor {
  id: string | null;
  role: string;
}

/**
 * A transfer's money after its start, through the ledger (the one place money moves): the effects'
 * move from place to place, its refusals in the customer's words.
 */
@Injectable()
export class TransferMoves {
  constructor(private readonly ledger: LedgerService) {}

  /** The ledger account that plays `place` for this transfer. */
  async accountFor(tx: EntityManager, place: MoneyPlace, transfer: TransferRow): Promise<string> {
    if (place === 'sender') return transfer.from_account_id;
    if (place === 'recipient') return transfer.recipient_account_id as string;
    return this.ledger.internalAccount(tx, place);
  }

  /** Posts the move; answers the journal entry's id. Errors: insufficient funds, account inactive. */
  async post(
    tx: EntityManager,
    transfer: TransferRow,
    move: MoneyMove,
    memo: string,
    actor: MoveActor,
  ): Promise<string> {
    const from = await this.accountFor(tx, move.from, transfer);
    const to = await this.accountFor(tx, move.to, transfer);
    try {
      const { entryId } = await this.ledger.post(tx, {
        kind: move.entryKind,
        memo,
        actor,
        moves: [{ from, to, amountMinor: toMinor(transfer.amount_minor) }],
      });
      return entryId;
    } catch (error) {
      if (!(error instanceof LedgerRefusal)) throw error;
      throw error.code === LedgerErrorCode.INSUFFICIENT_FUNDS
        ? insufficientFunds(error.availableMinor)
        : accountInactive(error.accountId === from);
    }
  }
}
