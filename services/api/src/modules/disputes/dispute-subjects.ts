import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DisputeSubjectKind } from '@vaultline/contracts';
import { HOME_COUNTRY } from '@vaultline/contracts';
import { AppException } from '../../platform/http/app.exception';
import { AccountsService } from '../accounts/accounts.service';
import { CardDisputes } from '../cards/card-disputes.service';
import { TransfersService } from '../transfers/transfers.service';
import type { AuthContext } from '../users/auth-context';
import * as refusals from './disputes.exception';

/** What is disputed, as its owner module knows it when the dispute is filed. */
export interface DisputedPayment {
  accountId: string;
  accountOpenedAt: Date;
  counterparty: string;
  amountMinor: number;
  transactionAt: Date;
  foreign: boolean;
  pointOfSale: boolean;
  /** The card, for a card payment (it may be frozen or replaced in the same step). */
  cardId: string | null;
}

/**
 * The payments a customer can dispute: a posted card payment (not fully refunded), or a transfer
 * they sent that completed. Each module answers for its own: cards for card payments, transfers
 * for transfers; the account's age from accounts.
 */
@Injectable()
export class DisputeSubjects {
  constructor(
    private readonly cards: CardDisputes,
    private readonly transfers: TransfersService,
    private readonly accounts: AccountsService,
  ) {}

  async find(
    tx: EntityManager,
    auth: AuthContext,
    kind: DisputeSubjectKind,
    id: string,
  ): Promise<DisputedPayment> {
    const payment = kind === 'card' ? await this.card(tx, auth, id) : await this.transfer(auth, id);
    const account = (await this.accounts.list(auth.user.id, tx)).find(
      (a) => a.id === payment.accountId,
    );
    if (!account) throw refusals.subjectNotFound();
    return { ...payment, accountOpenedAt: new Date(account.openedAt) };
  }

  private async card(tx: EntityManager, auth: AuthContext, id: string) {
    const payment = await this.cards.payment(tx, auth.user.id, id);
    if (!payment) throw refusals.subjectNotFound();
    if (!payment.cleared)
      throw refusals.notDisputable('only a posted card payment can be disputed.');
    if (payment.amountMinor <= 0) throw refusals.notDisputable('the merchant refunded it in full.');
    return {
      accountId: payment.accountId,
      counterparty: payment.merchantName,
      amountMinor: payment.amountMinor,
      transactionAt: payment.postedAt,
      foreign: payment.country !== HOME_COUNTRY,
      pointOfSale: payment.channel === 'chip' || payment.channel === 'contactless',
      cardId: payment.cardId,
    };
  }

  private async transfer(auth: AuthContext, id: string) {
    const transfer = await this.transfers.get(auth, id).catch((error: unknown) => {
      throw error instanceof AppException && error.status === 404
        ? refusals.subjectNotFound()
        : error;
    });
    if (transfer.status !== 'completed')
      throw refusals.notDisputable('only a transfer that was sent can be disputed.');
    return {
      accountId: transfer.fromAccountId,
      counterparty: transfer.recipientName.slice(0, 80),
      amountMinor: transfer.amountMinor,
      transactionAt: new Date(transfer.completedAt ?? transfer.createdAt),
      foreign: false,
      pointOfSale: false,
      cardId: null,
    };
  }
}
