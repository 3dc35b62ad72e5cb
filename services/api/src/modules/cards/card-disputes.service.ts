import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CardActivity, CardChannel } from '@vaultline/contracts';
import { LedgerService } from '../ledger/ledger.service';
import { addRefunded, cardActivity, lockAuthorization } from './card-authorizations.queries';
import { toActivityView } from './card-view';
import { listCards } from './cards.queries';

/** What a dispute needs to know of a card payment (the cards module's facts, copied when filed). */
export interface DisputedCardPayment {
  authorizationId: string;
  cardId: string;
  userId: string;
  accountId: string;
  merchantName: string;
  /** What the customer paid and was not refunded. */
  amountMinor: number;
  postedAt: Date;
  country: string;
  channel: CardChannel;
  cleared: boolean;
}

/**
 * The cards module's seam for disputes: a card payment's facts, and a chargeback the network
 * accepted, which it records like a refund (card_settlement pays it, so a later refund cannot pay
 * the same money twice) into dispute_credits.
 */
@Injectable()
export class CardDisputes {
  constructor(private readonly ledger: LedgerService) {}

  /** The payment, locked, if it is this customer's. */
  async payment(
    tx: EntityManager,
    userId: string,
    id: string,
  ): Promise<DisputedCardPayment | null> {
    const auth = await lockAuthorization(tx, id);
    if (!auth || auth.user_id !== userId) return null;
    const cleared = auth.status === 'cleared';
    return {
      authorizationId: auth.id,
      cardId: auth.card_id,
      userId: auth.user_id,
      accountId: auth.account_id,
      merchantName: auth.merchant_name,
      amountMinor: cleared
        ? Number(auth.cleared_minor) - Number(auth.refunded_minor)
        : Number(auth.amount_minor),
      postedAt: auth.settled_at ?? auth.created_at,
      country: auth.country,
      channel: auth.channel,
      cleared,
    };
  }

  /** The customer's other card payments at a merchant (staff weigh a dispute with them). */
  async merchantHistory(
    tx: EntityManager,
    userId: string,
    merchant: string,
    exceptId: string,
  ): Promise<CardActivity[]> {
    const last4 = new Map((await listCards(tx, userId)).map((row) => [row.id, row.pan_last4]));
    const rows = await cardActivity(tx, userId, null, 200);
    return rows
      .filter((row) => row.merchant_name === merchant && row.item_id !== exceptId)
      .slice(0, 50)
      .map((row) => toActivityView(row, last4.get(row.card_id) ?? ''));
  }

  /** The network pays a dispute back: card_settlement → dispute_credits, counted as refunded. */
  async recover(tx: EntityManager, authorizationId: string, amountMinor: number, memo: string) {
    const auth = await lockAuthorization(tx, authorizationId);
    const left = auth ? Number(auth.cleared_minor ?? 0) - Number(auth.refunded_minor) : 0;
    const amount = Math.min(amountMinor, left);
    if (!auth || amount <= 0) return 0;
    const from = await this.ledger.internalAccount(tx, 'card_settlement');
    const to = await this.ledger.internalAccount(tx, 'dispute_credits');
    await this.ledger.post(tx, {
      kind: 'chargeback',
      memo,
      actor: { id: null, role: 'system' },
      moves: [{ from, to, amountMinor: amount }],
    });
    await addRefunded(tx, auth.id, amount);
    return amount;
  }
}
