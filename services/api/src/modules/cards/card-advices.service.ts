import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type {
  ClearingRequest,
  NetworkAdviceResponse,
  RefundRequest,
  ReversalRequest,
} from '@vaultline/contracts';
import { CLEARING_TOLERANCE_PERCENT } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { canonicalJson } from '../../platform/audit/canonical-json';
import { lockAuthorization } from './card-authorizations.queries';
import type { AuthorizationRow, MessageRow } from './card-authorizations.queries';
import { CardMessages } from './card-messages';
import { CardMoney } from './card-money.service';
import { CardSecrets } from './card-secrets';
import * as refusals from './cards.exception';
import { findCard } from './cards.queries';

type AdviceKind = Exclude<MessageRow['kind'], 'authorization'>;
type AdviceRequest = { messageId: string; authorizationId: string };
interface Done {
  message: string;
  refundMinor?: number;
}
type Act = (tx: EntityManager, auth: AuthorizationRow, last4: string) => Promise<Done>;

/** The most a clearing may be for a hold: the hold plus the network's tolerance (tips), rounded down. */
export function clearingMaximum(heldMinor: number): number {
  return Math.floor((heldMinor * (100 + CLEARING_TOLERANCE_PERCENT)) / 100);
}

/**
 * What the card network tells the bank after an authorisation: the merchant's clearing (the hold
 * becomes a posting), a reversal (the hold goes back) and a refund (a credit). Each in one
 * transaction that locks the authorisation and records the answer under the network's message id.
 * Refused, with nothing written: an unknown authorisation, a clearing or reversal of one that holds
 * nothing, a clearing above the tolerance, a refund of more than is left to refund.
 */
@Injectable()
export class CardAdvices {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly secrets: CardSecrets,
    private readonly money: CardMoney,
    private readonly messages: CardMessages,
  ) {}

  clear(request: ClearingRequest): Promise<NetworkAdviceResponse> {
    return this.advice('clearing', request, async (tx, auth, last4) => {
      if (auth.status !== 'held') throw refusals.notHeld(auth.status);
      const maximum = clearingMaximum(Number(auth.held_minor));
      if (request.amountMinor > maximum) throw refusals.overTolerance(maximum);
      await this.money.clear(tx, auth, request.amountMinor, last4);
      return { message: `Cleared for ${formatUsd(request.amountMinor)}` };
    });
  }

  reverse(request: ReversalRequest): Promise<NetworkAdviceResponse> {
    return this.advice('reversal', request, async (tx, auth) => {
      if (auth.status !== 'held') throw refusals.notHeld(auth.status);
      await this.money.release(tx, auth, 'reversed');
      return { message: 'Reversed: the hold was released' };
    });
  }

  refund(request: RefundRequest): Promise<NetworkAdviceResponse> {
    return this.advice('refund', request, async (tx, auth, last4) => {
      if (auth.status !== 'cleared') throw refusals.notCleared();
      const refundable = Number(auth.cleared_minor) - Number(auth.refunded_minor);
      if (request.amountMinor > refundable) throw refusals.refundOver(refundable);
      await this.money.refund(tx, auth, request.amountMinor, last4);
      return {
        message: `Refunded ${formatUsd(request.amountMinor)}`,
        refundMinor: request.amountMinor,
      };
    });
  }

  private advice(
    kind: AdviceKind,
    request: AdviceRequest,
    act: Act,
  ): Promise<NetworkAdviceResponse> {
    const fingerprint = this.secrets.lookup(canonicalJson([kind, request]));
    return this.db.transaction(async (tx) => {
      const auth = await lockAuthorization(tx, request.authorizationId);
      const previous = await this.messages.find(tx, request.messageId);
      if (previous) return this.messages.replay<NetworkAdviceResponse>(previous, kind, fingerprint);
      if (!auth) throw refusals.authorizationNotFound();
      const card = await findCard(tx, auth.card_id);
      const done = await act(tx, auth, card?.pan_last4 ?? '');
      const response: NetworkAdviceResponse = {
        messageId: request.messageId,
        authorizationId: auth.id,
        accepted: true,
        message: done.message,
      };
      const stored = await this.messages.record(tx, {
        messageId: request.messageId,
        kind,
        requestSha256: fingerprint,
        authorizationId: auth.id,
        refundMinor: done.refundMinor ?? null,
        response,
      });
      return stored
        ? this.messages.replay<NetworkAdviceResponse>(stored, kind, fingerprint)
        : response;
    });
  }
}
