import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  CardSchema,
  StaffCardActionRequestSchema,
  StaffCardListSchema,
  UuidSchema,
} from '@vaultline/contracts';
import type { Card, StaffCardActionRequest, StaffCardList } from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { StaffOnly } from '../../platform/http/access.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { CardControls } from './card-controls.service';
import * as refusals from './cards.exception';
import { Cards } from './cards.service';

const UserParams = z.strictObject({ userId: UuidSchema });
const CardParams = z.strictObject({ id: UuidSchema });
const STAFF_REFUSALS = [refusals.cardNotFound(), refusals.cardClosed(), refusals.staffOwnCard()];

/** Staff: a customer's cards and card payments (never a card number), freeze and unfreeze with a reason. */
@StaffOnly()
@Controller('admin')
export class AdminCardsController {
  constructor(
    private readonly cards: Cards,
    private readonly controls: CardControls,
  ) {}

  @Get('users/:userId/cards')
  @Contract({
    summary: 'A customer’s cards and their latest card payments (no card numbers)',
    params: UserParams,
    response: StaffCardListSchema,
  })
  async list(@Param('userId') userId: string): Promise<StaffCardList> {
    const { cards } = await this.cards.list(userId);
    const { activity } = await this.cards.activity(userId, null);
    return { cards, activity };
  }

  @Post('cards/:id/freeze')
  @Contract({
    summary:
      'Freeze a customer’s card (suspected fraud, a call from the customer), with the reason',
    params: CardParams,
    body: StaffCardActionRequestSchema,
    response: CardSchema,
    status: 200,
    errors: [...STAFF_REFUSALS, refusals.alreadyFrozen()],
  })
  freeze(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: StaffCardActionRequest,
    @Client() client: ClientInfo,
  ): Promise<Card> {
    const actor = { id: auth.user.id, role: auth.user.role, ip: client.ip };
    return this.controls.setFrozen(null, id, true, actor, body.reason);
  }

  @Post('cards/:id/unfreeze')
  @Contract({
    summary: 'Unfreeze a customer’s card, with the reason',
    params: CardParams,
    body: StaffCardActionRequestSchema,
    response: CardSchema,
    status: 200,
    errors: [...STAFF_REFUSALS, refusals.notFrozen()],
  })
  unfreeze(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: StaffCardActionRequest,
    @Client() client: ClientInfo,
  ): Promise<Card> {
    const actor = { id: auth.user.id, role: auth.user.role, ip: client.ip };
    return this.controls.setFrozen(null, id, false, actor, body.reason);
  }
}
