import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { mccCategory } from '@vaultline/contracts';
import { LedgerService } from '../ledger/ledger.service';
import type { EntryKind, Move } from '../ledger/ledger.service';
import { ActivityService } from '../transactions/activity.service';
import type { ActivityLine } from '../transactions/activity.service';
import { addRefunded, settleAuthorization } from './card-authorizations.queries';
import type { AuthorizationRow } from './card-authorizations.queries';
import * as texts from './card-texts';

type Place = 'customer' | 'card_holds' | 'card_settlement';

/**
 * The one writer of card money: each step posts through the ledger, moves the authorisation's
 * status and writes the customer's statement lines. Held: customer → card_holds (the ledger checks
 * funds). Cleared: the hold → card_settlement, and the difference from (or back to) the customer.
 * Reversed or expired: the hold back to the customer. Refunded: card_settlement → the customer.
 */
@Injectable()
export class CardMoney {
  constructor(
    private readonly ledger: LedgerService,
    private readonly activity: ActivityService,
  ) {}

  /** Holds an approved authorisation's amount. Throws LedgerRefusal (funds short, account closed). */
  async hold(tx: EntityManager, auth: AuthorizationRow, last4: string): Promise<void> {
    const amount = Number(auth.amount_minor);
    const entryId = await this.post(tx, auth, 'card_hold', [['customer', 'card_holds', amount]]);
    await this.line(
      tx,
      auth,
      entryId,
      -amount,
      texts.PAYMENT_TITLE,
      texts.paymentDescription(auth.merchant_name, last4),
      'pending',
    );
  }

  /** Posts a held payment for what the merchant cleared (more, within the tolerance, or less). */
  async clear(tx: EntityManager, auth: AuthorizationRow, clearedMinor: number, last4: string) {
    const held = Number(auth.held_minor);
    const legs: [Place, Place, number][] = [
      ['card_holds', 'card_settlement', Math.min(held, clearedMinor)],
    ];
    if (clearedMinor > held) legs.push(['customer', 'card_settlement', clearedMinor - held]);
    if (clearedMinor < held) legs.push(['card_holds', 'customer', held - clearedMinor]);
    const entryId = await this.post(tx, auth, 'card_clearing', legs);
    await settleAuthorization(tx, auth.id, 'cleared', clearedMinor);
    await this.activity.setTransferStatus(tx, auth.id, 'completed');
    if (clearedMinor === held) return;
    const words = texts.adjustmentDescription(auth.merchant_name, clearedMinor > held, last4);
    await this.line(
      tx,
      auth,
      entryId,
      held - clearedMinor,
      texts.ADJUSTMENT_TITLE,
      words,
      'completed',
    );
  }

  /** Gives a hold back: the merchant reversed it, or it waited too long for its clearing. */
  async release(tx: EntityManager, auth: AuthorizationRow, status: 'reversed' | 'expired') {
    const held = Number(auth.held_minor);
    await this.post(tx, auth, 'card_release', [['card_holds', 'customer', held]]);
    await settleAuthorization(tx, auth.id, status, null);
    await this.activity.setTransferStatus(tx, auth.id, 'cancelled');
  }

  /** A merchant's refund of a cleared payment: money back to the customer. */
  async refund(tx: EntityManager, auth: AuthorizationRow, amountMinor: number, last4: string) {
    const legs: [Place, Place, number][] = [['card_settlement', 'customer', amountMinor]];
    const entryId = await this.post(tx, auth, 'card_refund', legs);
    await addRefunded(tx, auth.id, amountMinor);
    const words = texts.refundDescription(auth.merchant_name, last4);
    await this.line(tx, auth, entryId, amountMinor, texts.REFUND_TITLE, words, 'completed');
  }

  private async post(
    tx: EntityManager,
    auth: AuthorizationRow,
    kind: EntryKind,
    legs: [Place, Place, number][],
  ): Promise<string> {
    const place = (p: Place) =>
      p === 'customer' ? Promise.resolve(auth.account_id) : this.ledger.internalAccount(tx, p);
    const moves: Move[] = [];
    for (const [from, to, amountMinor] of legs)
      moves.push({ from: await place(from), to: await place(to), amountMinor });
    const memo = `Card ${kind.replace('card_', '')} ${auth.id}: ${auth.merchant_name}`;
    const actor = { id: null, role: 'system' };
    const { entryId } = await this.ledger.post(tx, { kind, memo, actor, moves });
    return entryId;
  }

  private async line(
    tx: EntityManager,
    auth: AuthorizationRow,
    entryId: string,
    amountMinor: number,
    title: string,
    description: string,
    status: ActivityLine['status'],
  ): Promise<void> {
    await this.activity.record(tx, [
      {
        accountId: auth.account_id,
        userId: auth.user_id,
        entryId,
        transferId: auth.id,
        type: amountMinor < 0 ? 'debit' : 'credit',
        title,
        description,
        category: mccCategory(auth.mcc),
        amountMinor,
        status,
      },
    ]);
  }
}
