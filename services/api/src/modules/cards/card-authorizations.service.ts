import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type {
  AuthorizationRequest,
  AuthorizationResponse,
  ResponseCode,
} from '@vaultline/contracts';
import { canonicalJson } from '../../platform/audit/canonical-json';
import { LedgerErrorCode, LedgerRefusal } from '../ledger/ledger.exception';
import { NotificationsService } from '../notifications/notifications.service';
import { TransferPolicyService } from '../transfers/transfer-policy.service';
import { insertAuthorization } from './card-authorizations.queries';
import type { AuthorizationRow, MessageRow } from './card-authorizations.queries';
import { decide } from './card-decision';
import { CardMessages } from './card-messages';
import { CardMoney } from './card-money.service';
import { CardSecrets } from './card-secrets';
import * as texts from './card-texts';
import { responseText } from './card-view';
import { cardFigures, lockCardByLookup, updateCard } from './cards.queries';
import type { CardRow } from './cards.queries';

const DAY_MS = 86_400_000;

/**
 * Authorisations from the card network: each decided in one transaction that locks the card
 * (authorisations on one card take turns, so the daily limit holds), records the answer under the
 * network's message id, and holds the money through the ledger (which decides funds under the
 * account's lock). When the ledger refuses, that transaction is rolled back and a second one
 * records the decline (51, or 57 for a closed account): nothing half-written either way.
 */
@Injectable()
export class CardAuthorizations {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly secrets: CardSecrets,
    private readonly money: CardMoney,
    private readonly messages: CardMessages,
    private readonly policy: TransferPolicyService,
    private readonly notifications: NotificationsService,
  ) {}

  async authorize(request: AuthorizationRequest): Promise<AuthorizationResponse> {
    const fingerprint = this.secrets.lookup(canonicalJson(['authorization', request]));
    let answer: AuthorizationResponse;
    try {
      answer = await this.db.transaction((tx) => this.decideIn(tx, request, fingerprint, null));
    } catch (error) {
      if (!(error instanceof LedgerRefusal)) throw error;
      const code = error.code === LedgerErrorCode.INSUFFICIENT_FUNDS ? '51' : '57';
      answer = await this.db.transaction((tx) => this.decideIn(tx, request, fingerprint, code));
    }
    this.notifications.wake();
    return answer;
  }

  private async decideIn(
    tx: EntityManager,
    request: AuthorizationRequest,
    fingerprint: string,
    refusedByLedger: ResponseCode | null,
  ): Promise<AuthorizationResponse> {
    const card = await lockCardByLookup(tx, this.secrets.lookup(request.pan));
    const previous = await this.messages.find(tx, request.messageId);
    if (previous)
      return this.messages.replay<AuthorizationResponse>(previous, 'authorization', fingerprint);
    if (!card) return this.answer(tx, request, fingerprint, null, '14');
    const decision = decide({
      card,
      secret: this.secrets.open(card.id, card.secret_sealed),
      request,
      spentTodayMinor: Number((await cardFigures(tx, [card.id]))[0]?.spent_today_minor ?? 0),
      now: new Date(),
    });
    if (decision.cvvFailures !== undefined)
      await updateCard(tx, card.id, { cvvFailures: decision.cvvFailures });
    const code = decision.code === '00' && refusedByLedger ? refusedByLedger : decision.code;
    const auth = await insertAuthorization(tx, {
      cardId: card.id,
      accountId: card.account_id,
      userId: card.user_id,
      ...request,
      responseCode: code,
      expiresAt: code === '00' ? await this.holdExpiry(tx) : null,
    });
    if (code === '00') await this.money.hold(tx, auth, card.pan_last4);
    await this.tell(tx, card, auth);
    return this.answer(tx, request, fingerprint, auth.id, code);
  }

  private async holdExpiry(tx: EntityManager): Promise<Date> {
    const { cardHoldExpiryDays } = await this.policy.bankSettings(tx);
    return new Date(Date.now() + cardHoldExpiryDays * DAY_MS);
  }

  /** The holder hears of every decline, and of large approved payments. */
  private async tell(tx: EntityManager, card: CardRow, auth: AuthorizationRow): Promise<void> {
    const amount = Number(auth.amount_minor);
    const notice =
      auth.status === 'declined'
        ? texts.declinedNotice(
            auth.merchant_name,
            amount,
            card.pan_last4,
            responseText(auth.response_code),
          )
        : amount >= texts.LARGE_PAYMENT_MINOR
          ? texts.largePaymentNotice(auth.merchant_name, amount, card.pan_last4)
          : null;
    if (notice) await this.notifications.notify(tx, card.user_id, notice);
  }

  private async answer(
    tx: EntityManager,
    request: AuthorizationRequest,
    fingerprint: string,
    authorizationId: string | null,
    code: ResponseCode,
  ): Promise<AuthorizationResponse> {
    const response: AuthorizationResponse = {
      messageId: request.messageId,
      approved: code === '00',
      responseCode: code,
      authorizationId,
      message: responseText(code),
    };
    const stored: MessageRow | null = await this.messages.record(tx, {
      messageId: request.messageId,
      kind: 'authorization',
      requestSha256: fingerprint,
      authorizationId,
      refundMinor: null,
      response,
    });
    return stored
      ? this.messages.replay<AuthorizationResponse>(stored, 'authorization', fingerprint)
      : response;
  }
}
