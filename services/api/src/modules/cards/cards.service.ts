import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { AccountSummary, Card, CardActivityList, CardList } from '@vaultline/contracts';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { AccountsService } from '../accounts/accounts.service';
import { CustomerVerification } from '../kyc/customer-verification.service';
import { TransferPolicyService } from '../transfers/transfer-policy.service';
import type { AuthContext } from '../users/auth-context';
import { cardActivity } from './card-authorizations.queries';
import { CardEvents } from './card-events.service';
import { expiryFrom, newCvv, newPan } from './card-numbers';
import { CardSecrets } from './card-secrets';
import type { CardSecret } from './card-secrets';
import * as texts from './card-texts';
import { toActivityView, toCardView } from './card-view';
import * as refusals from './cards.exception';
import { cardFigures, findCard, insertCard, listCards, updateCard } from './cards.queries';
import type { CardChange, CardRow } from './cards.queries';

/** A new card's limits: these, or the bank's maximums where those are lower. */
const DEFAULT_PER_TRANSACTION_MINOR = 250_000;
const DEFAULT_DAILY_MINOR = 500_000;
const CARD_ACCOUNT_TYPES: AccountSummary['type'][] = ['checking', 'business'];
const ACTIVITY_LIMIT = 50;

/** A card's printed name: the holder's, upper case, at most 26 characters (the embossing limit). */
function printedName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim().toUpperCase().slice(0, 26) || 'CARDHOLDER';
}

/**
 * A customer's debit cards: issuing one (identity verified, an open checking or business account
 * with no open card), its controls, freezing, reporting it lost or stolen (with a replacement on
 * the same account), and the activity. Every change is audited and told to the holder.
 */
@Injectable()
export class Cards {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CustomerVerification) private readonly verification: CustomerVerification,
    private readonly accounts: AccountsService,
    private readonly secrets: CardSecrets,
    private readonly policy: TransferPolicyService,
    private readonly events: CardEvents,
  ) {}

  async list(userId: string): Promise<CardList> {
    const rows = await listCards(this.db, userId);
    const accounts = await this.accounts.list(userId);
    const settings = await this.policy.bankSettings();
    const carded = new Set(
      rows.filter((row) => row.status !== 'closed').map((row) => row.account_id),
    );
    return {
      cards: await this.views(this.db.manager, rows, accounts),
      limits: {
        maxPerTransactionMinor: settings.cardMaxPerTransactionMinor,
        maxDailyMinor: settings.cardMaxDailyMinor,
      },
      eligibleAccountIds: accounts
        .filter((a) => a.status === 'active' && CARD_ACCOUNT_TYPES.includes(a.type))
        .filter((a) => !carded.has(a.id))
        .map((a) => a.id),
    };
  }

  /** Cards as shown, with their account's name and their figures. */
  async views(tx: EntityManager, rows: CardRow[], accounts?: AccountSummary[]): Promise<Card[]> {
    if (rows.length === 0) return [];
    const known = accounts ?? (await this.accounts.list(rows[0]!.user_id, tx));
    const byAccount = new Map(known.map((account) => [account.id, account]));
    const figures = new Map(
      (
        await cardFigures(
          tx,
          rows.map((row) => row.id),
        )
      ).map((row) => [row.card_id, row]),
    );
    return rows.map((row) => toCardView(row, byAccount.get(row.account_id), figures.get(row.id)));
  }

  async activity(userId: string, cardId: string | null): Promise<CardActivityList> {
    const cards = new Map((await listCards(this.db, userId)).map((row) => [row.id, row.pan_last4]));
    if (cardId && !cards.has(cardId)) throw refusals.cardNotFound();
    const rows = await cardActivity(this.db, userId, cardId, ACTIVITY_LIMIT);
    return { activity: rows.map((row) => toActivityView(row, cards.get(row.card_id) ?? '')) };
  }

  /** Errors: KYC_NOT_VERIFIED, CARD_ACCOUNT_NOT_FOUND, CARD_ACCOUNT_NOT_CHECKING, CARD_ALREADY_ISSUED. */
  async issue(auth: AuthContext, accountId: string, client: ClientInfo): Promise<Card> {
    await this.verification.assertVerified(auth.user.id);
    const account = (await this.accounts.list(auth.user.id)).find((a) => a.id === accountId);
    if (!account) throw refusals.accountNotFound();
    if (account.status !== 'active' || !CARD_ACCOUNT_TYPES.includes(account.type))
      throw refusals.accountNotChecking();
    const actor = { id: auth.user.id, role: auth.user.role, ip: client.ip };
    const card = await this.db.transaction(async (tx) => {
      const row = await this.insert(tx, auth.user, accountId, null);
      await this.events.record(
        tx,
        row,
        actor,
        'card.issued',
        texts.cardChangedNotice(row.pan_last4, 'a new card was issued'),
      );
      return row;
    });
    this.events.wake();
    return (await this.views(this.db.manager, [card]))[0]!;
  }

  /** A new active card on the account (a replacement keeps the old card's controls). */
  async insert(
    tx: EntityManager,
    user: { id: string; firstName: string; lastName: string },
    accountId: string,
    replaces: CardRow | null,
  ): Promise<CardRow> {
    const settings = await this.policy.bankSettings(tx);
    const id = randomUUID();
    const pan = newPan();
    const expiry = expiryFrom(new Date());
    const row = await insertCard(tx, {
      id,
      userId: user.id,
      accountId,
      nameOnCard: printedName(user),
      panLast4: pan.slice(-4),
      panLookup: this.secrets.lookup(pan),
      secretSealed: this.secrets.seal(id, { pan, cvv: newCvv() }),
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      perTransactionLimitMinor: Math.min(
        DEFAULT_PER_TRANSACTION_MINOR,
        settings.cardMaxPerTransactionMinor,
      ),
      dailyLimitMinor: Math.min(DEFAULT_DAILY_MINOR, settings.cardMaxDailyMinor),
      replacesCardId: replaces?.id ?? null,
    });
    if (!row) throw refusals.alreadyIssued();
    if (!replaces) return row;
    return updateCard(tx, row.id, controlsOf(replaces));
  }

  /**
   * The account's open card, or a new one with these controls (the demo's seed), with its number:
   * the demo writes it where the card network simulator reads it.
   */
  async ensureOpen(
    tx: EntityManager,
    user: { id: string; firstName: string; lastName: string },
    accountId: string,
    controls: CardChange,
  ): Promise<{ card: CardRow; secret: CardSecret }> {
    const open = (await listCards(tx, user.id)).find(
      (row) => row.account_id === accountId && row.status !== 'closed',
    );
    const card =
      open ?? (await updateCard(tx, (await this.insert(tx, user, accountId, null)).id, controls));
    return { card, secret: this.secrets.open(card.id, card.secret_sealed) };
  }

  /** A card, locked: the holder's own (ownerId), or any card for staff (null). Errors: CARD_NOT_FOUND. */
  async locked(tx: EntityManager, ownerId: string | null, id: string): Promise<CardRow> {
    const row = await findCard(tx, id, true);
    if (!row || (ownerId !== null && row.user_id !== ownerId)) throw refusals.cardNotFound();
    return row;
  }
}

/** The controls a replacement card keeps. */
function controlsOf(row: CardRow): CardChange {
  return {
    perTransactionLimitMinor: Number(row.per_transaction_limit_minor),
    dailyLimitMinor: Number(row.daily_limit_minor),
    allowOnline: row.allow_online,
    allowContactless: row.allow_contactless,
    allowAtm: row.allow_atm,
    allowAbroad: row.allow_abroad,
    blockedGroups: row.blocked_groups,
  };
}
