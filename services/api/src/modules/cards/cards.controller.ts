import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  KycErrorCode,
  CardActivityListSchema,
  CardListSchema,
  CardSchema,
  IssueCardRequestSchema,
  ReportCardRequestSchema,
  ReportCardResponseSchema,
  RevealCardRequestSchema,
  RevealCardStartSchema,
  RevealedCardSchema,
  UpdateCardControlsRequestSchema,
  UuidSchema,
} from '@vaultline/contracts';
import type {
  Card,
  CardActivityList,
  CardList,
  IssueCardRequest,
  ReportCardRequest,
  ReportCardResponse,
  RevealCardRequest,
  RevealCardStart,
  RevealedCard,
  UpdateCardControlsRequest,
} from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import { KycException, NOT_VERIFIED_MESSAGE } from '../kyc/kyc.exception';
import type { AuthContext } from '../users/auth-context';
import { CardControls } from './card-controls.service';
import type { CardActor } from './card-events.service';
import { CardReveal } from './card-reveal.service';
import * as refusals from './cards.exception';
import { Cards } from './cards.service';

const CardParams = z.strictObject({ id: UuidSchema });
const ActivityQuery = z.strictObject({ cardId: UuidSchema.optional() });
const CHANGE_REFUSALS = [refusals.cardNotFound(), refusals.cardClosed()];

function actorOf(auth: AuthContext, client: ClientInfo): CardActor {
  return { id: auth.user.id, role: auth.user.role, ip: client.ip };
}

/** The customer's debit cards: issue, controls, freeze, report lost or stolen, reveal, activity. */
@Controller('cards')
export class CardsController {
  constructor(
    private readonly cards: Cards,
    private readonly controls: CardControls,
    private readonly reveal: CardReveal,
  ) {}

  @Get()
  @Contract({
    summary:
      'Your cards (never their numbers), the bank’s maximum limits, and the accounts a card can be issued on',
    response: CardListSchema,
  })
  list(@CurrentUser() auth: AuthContext): Promise<CardList> {
    return this.cards.list(auth.user.id);
  }

  @Get('activity')
  @Contract({
    summary:
      'Your card payments, newest first (50): pending, posted, reversed, expired, declined, refunded',
    query: ActivityQuery,
    response: CardActivityListSchema,
    errors: [refusals.cardNotFound()],
  })
  activity(
    @CurrentUser() auth: AuthContext,
    @Query() query: z.infer<typeof ActivityQuery>,
  ): Promise<CardActivityList> {
    return this.cards.activity(auth.user.id, query.cardId ?? null);
  }

  @Post()
  @Contract({
    summary: 'Issue a virtual debit card on a checking or business account (identity verified)',
    body: IssueCardRequestSchema,
    response: CardSchema,
    status: 201,
    errors: [
      new KycException(KycErrorCode.NOT_VERIFIED, NOT_VERIFIED_MESSAGE),
      refusals.accountNotFound(),
      refusals.accountNotChecking(),
      refusals.alreadyIssued(),
    ],
  })
  issue(
    @CurrentUser() auth: AuthContext,
    @Body() body: IssueCardRequest,
    @Client() client: ClientInfo,
  ): Promise<Card> {
    return this.cards.issue(auth, body.accountId, client);
  }

  @Patch(':id/controls')
  @Contract({
    summary: 'Change a card’s limits, where it works, and the merchant categories it refuses',
    params: CardParams,
    body: UpdateCardControlsRequestSchema,
    response: CardSchema,
    errors: [
      ...CHANGE_REFUSALS,
      refusals.overMaximum('daily limit', 1_000_000),
      refusals.perTransactionOverDaily(),
    ],
  })
  updateControls(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: UpdateCardControlsRequest,
    @Client() client: ClientInfo,
  ): Promise<Card> {
    return this.controls.update(auth.user.id, id, body, actorOf(auth, client));
  }

  @Post(':id/freeze')
  @Contract({
    summary: 'Freeze a card: payments are declined (05) until it is unfrozen',
    status: 200,
    params: CardParams,
    response: CardSchema,
    errors: [...CHANGE_REFUSALS, refusals.alreadyFrozen()],
  })
  freeze(@CurrentUser() auth: AuthContext, @Param('id') id: string, @Client() client: ClientInfo) {
    return this.controls.setFrozen(auth.user.id, id, true, actorOf(auth, client));
  }

  @Post(':id/unfreeze')
  @Contract({
    summary: 'Unfreeze a card',
    status: 200,
    params: CardParams,
    response: CardSchema,
    errors: [...CHANGE_REFUSALS, refusals.notFrozen()],
  })
  unfreeze(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Client() client: ClientInfo,
  ) {
    return this.controls.setFrozen(auth.user.id, id, false, actorOf(auth, client));
  }

  @Post(':id/unlock-cvv')
  @Contract({
    summary: 'Let payments that need the security code through again after too many wrong ones',
    status: 200,
    params: CardParams,
    response: CardSchema,
    errors: [...CHANGE_REFUSALS, refusals.notCvvLocked()],
  })
  unlockCvv(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Client() client: ClientInfo,
  ) {
    return this.controls.unlockCvv(auth.user.id, id, actorOf(auth, client));
  }

  @Post(':id/report')
  @Contract({
    summary:
      'Report a card lost or stolen: closed at once, and a new number on the same account if asked',
    status: 200,
    params: CardParams,
    body: ReportCardRequestSchema,
    response: ReportCardResponseSchema,
    errors: CHANGE_REFUSALS,
  })
  report(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: ReportCardRequest,
    @Client() client: ClientInfo,
  ): Promise<ReportCardResponse> {
    return this.controls.report(auth.user.id, id, body, actorOf(auth, client));
  }

  @Post(':id/reveal')
  @Contract({
    summary: 'Ask to see a card’s full number: opens a step-up (authenticator app or emailed code)',
    status: 200,
    params: CardParams,
    response: RevealCardStartSchema,
    errors: CHANGE_REFUSALS,
  })
  startReveal(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<RevealCardStart> {
    return this.reveal.start(auth, id);
  }

  @Post(':id/reveal/confirm')
  @Contract({
    summary:
      'The step-up code: the card’s number, security code and expiry, to show for 60 seconds',
    status: 200,
    params: CardParams,
    body: RevealCardRequestSchema,
    response: RevealedCardSchema,
    errors: CHANGE_REFUSALS,
  })
  confirmReveal(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: RevealCardRequest,
    @Client() client: ClientInfo,
  ): Promise<RevealedCard> {
    return this.reveal.confirm(auth, id, body.code, client);
  }
}
