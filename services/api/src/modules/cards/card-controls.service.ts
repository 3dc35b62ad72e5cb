import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type {
  Card,
  ReportCardRequest,
  ReportCardResponse,
  UpdateCardControlsRequest,
} from '@vaultline/contracts';
import { MCC_GROUPS } from '@vaultline/contracts';
import { dollars } from '../../platform/text/customer-words';
import { TransferPolicyService } from '../transfers/transfer-policy.service';
import { UsersService } from '../users/users.service';
import { CVV_FAILURES_MAX } from './card-decision';
import { CardEvents } from './card-events.service';
import type { CardActor } from './card-events.service';
import * as texts from './card-texts';
import * as refusals from './cards.exception';
import { findCard, updateCard } from './cards.queries';
import type { CardChange, CardRow } from './cards.queries';
import { Cards } from './cards.service';

/** Words for a change of controls, for the holder's notice. */
function describeControls(change: UpdateCardControlsRequest): string {
  const parts: string[] = [];
  if (change.perTransactionLimitMinor !== undefined)
    parts.push(`limit per payment ${dollars(change.perTransactionLimitMinor)}`);
  if (change.dailyLimitMinor !== undefined)
    parts.push(`daily limit ${dollars(change.dailyLimitMinor)}`);
  const switches = [
    ['online payments', change.allowOnline],
    ['contactless', change.allowContactless],
    ['ATM withdrawals', change.allowAtm],
    ['use abroad', change.allowAbroad],
  ] as const;
  for (const [name, on] of switches)
    if (on !== undefined) parts.push(`${name} ${on ? 'on' : 'off'}`);
  if (change.blockedGroups)
    parts.push(
      change.blockedGroups.length === 0
        ? 'no blocked categories'
        : `blocked: ${change.blockedGroups.map((group) => MCC_GROUPS[group].label).join(', ')}`,
    );
  return `controls changed (${parts.join('; ')})`;
}

/**
 * Changes to a card by its holder (controls, freeze, report lost or stolen, unlock the security
 * code) and by staff (freeze and unfreeze, with a reason). The card is locked for each change, so
 * an authorisation sees it before or after, never half-way.
 */
@Injectable()
export class CardControls {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cards: Cards,
    private readonly policy: TransferPolicyService,
    private readonly users: UsersService,
    private readonly events: CardEvents,
  ) {}

  /** Errors: CARD_NOT_FOUND, CARD_CLOSED, CARD_LIMIT_OVER_MAXIMUM, CARD_LIMITS_INCONSISTENT. */
  update(userId: string, id: string, change: UpdateCardControlsRequest, actor: CardActor) {
    return this.change(userId, id, async (tx, card) => {
      const settings = await this.policy.bankSettings(tx);
      const perTransaction =
        change.perTransactionLimitMinor ?? Number(card.per_transaction_limit_minor);
      const daily = change.dailyLimitMinor ?? Number(card.daily_limit_minor);
      if (perTransaction > settings.cardMaxPerTransactionMinor)
        throw refusals.overMaximum('limit per payment', settings.cardMaxPerTransactionMinor);
      if (daily > settings.cardMaxDailyMinor)
        throw refusals.overMaximum('daily limit', settings.cardMaxDailyMinor);
      if (perTransaction > daily) throw refusals.perTransactionOverDaily();
      const blockedGroups = change.blockedGroups ? [...new Set(change.blockedGroups)] : undefined;
      const updated = await updateCard(tx, card.id, { ...change, blockedGroups });
      const notice = texts.cardChangedNotice(card.pan_last4, describeControls(change));
      await this.events.record(tx, updated, actor, 'card.controls_changed', notice, { change });
      return updated;
    });
  }

  /** Freezes or unfreezes (holder or staff). Errors: CARD_CLOSED, CARD_ALREADY_FROZEN, CARD_NOT_FROZEN. */
  setFrozen(
    ownerId: string | null,
    id: string,
    frozen: boolean,
    actor: CardActor,
    reason?: string,
  ) {
    return this.change(ownerId, id, async (tx, card) => {
      if (ownerId === null && card.user_id === actor.id) throw refusals.staffOwnCard();
      if (frozen && card.status === 'frozen') throw refusals.alreadyFrozen();
      if (!frozen && card.status !== 'frozen') throw refusals.notFrozen();
      const updated = await updateCard(tx, card.id, { status: frozen ? 'frozen' : 'active' });
      const by = ownerId ? '' : ' by the bank';
      const what = frozen
        ? `frozen${by}: payments are declined until it is unfrozen`
        : `unfrozen${by}`;
      const action = frozen ? 'card.frozen' : 'card.unfrozen';
      const notice = texts.cardChangedNotice(card.pan_last4, what);
      await this.events.record(tx, updated, actor, action, notice, reason ? { reason } : {});
      return updated;
    });
  }

  /** Lets payments that need a security code through again after too many wrong ones. */
  unlockCvv(userId: string, id: string, actor: CardActor) {
    return this.change(userId, id, async (tx, card) => {
      if (card.cvv_failures < CVV_FAILURES_MAX) throw refusals.notCvvLocked();
      const updated = await updateCard(tx, card.id, { cvvFailures: 0 });
      const notice = texts.cardChangedNotice(card.pan_last4, 'its security code was unlocked');
      await this.events.record(tx, updated, actor, 'card.cvv_unlocked', notice);
      return updated;
    });
  }

  /** Closes a lost or stolen card at once and, if asked, issues a new number on the same account. */
  report(userId: string, id: string, request: ReportCardRequest, actor: CardActor) {
    return this.close(userId, id, { reason: request.reason, replace: request.replace }, actor);
  }

  /**
   * After a dispute of a card payment its holder does not recognise: the card frozen, or closed
   * and replaced by a new number (nothing to do for a card closed since).
   */
  async secureAfterDispute(userId: string, id: string, actor: CardActor, replace: boolean) {
    const card = await findCard(this.db, id);
    if (!card || card.user_id !== userId || card.status === 'closed') return;
    if (replace) await this.close(userId, id, { reason: 'replaced', replace: true }, actor);
    else if (card.status !== 'frozen') await this.setFrozen(userId, id, true, actor);
  }

  private async close(
    userId: string,
    id: string,
    request: { reason: 'lost' | 'stolen' | 'replaced'; replace: boolean },
    actor: CardActor,
  ): Promise<ReportCardResponse> {
    let replacement: CardRow | null = null;
    const closed = await this.change(userId, id, async (tx, card) => {
      const change: CardChange = { status: 'closed', closeReason: request.reason };
      const updated = await updateCard(tx, card.id, change);
      const what =
        request.reason === 'replaced'
          ? 'closed after a payment you did not recognise'
          : `reported ${request.reason} and closed`;
      const details = { reason: request.reason, replace: request.replace };
      await this.events.record(
        tx,
        updated,
        actor,
        'card.reported',
        texts.cardChangedNotice(card.pan_last4, what),
        details,
      );
      if (request.replace) replacement = await this.replace(tx, updated, actor);
      return updated;
    });
    const [view] = replacement ? await this.cards.views(this.db.manager, [replacement]) : [];
    return { closed, replacement: view ?? null } satisfies ReportCardResponse;
  }

  private async replace(tx: EntityManager, old: CardRow, actor: CardActor): Promise<CardRow> {
    const user = await this.users.findById(old.user_id, tx);
    if (!user) throw refusals.cardNotFound();
    const row = await this.cards.insert(tx, user, old.account_id, old);
    const notice = texts.cardChangedNotice(
      row.pan_last4,
      `a new card replaces the one ending ${old.pan_last4}`,
    );
    await this.events.record(tx, row, actor, 'card.issued', notice, { replaces: old.id });
    return row;
  }

  /** One change in one transaction on the locked card (the holder's own, or any card for staff). */
  private async change(
    ownerId: string | null,
    id: string,
    act: (tx: EntityManager, card: CardRow) => Promise<CardRow>,
  ): Promise<Card> {
    const updated = await this.db.transaction(async (tx) => {
      const card = await this.cards.locked(tx, ownerId, id);
      if (card.status === 'closed') throw refusals.cardClosed();
      return act(tx, card);
    });
    this.events.wake();
    return (await this.cards.views(this.db.manager, [updated]))[0]!;
  }
}
