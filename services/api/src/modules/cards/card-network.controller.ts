import { Body, Controller, Post } from '@nestjs/common';
import {
  AuthorizationRequestSchema,
  AuthorizationResponseSchema,
  ClearingRequestSchema,
  NetworkAdviceResponseSchema,
  RefundRequestSchema,
  ReversalRequestSchema,
} from '@vaultline/contracts';
import type {
  AuthorizationRequest,
  AuthorizationResponse,
  ClearingRequest,
  NetworkAdviceResponse,
  RefundRequest,
  ReversalRequest,
} from '@vaultline/contracts';
import { CardNetworkOnly } from '../../platform/http/access.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import { CardAdvices } from './card-advices.service';
import { CardAuthorizations } from './card-authorizations.service';
import * as refusals from './cards.exception';

/**
 * The card network's door into the bank, as a processor calls an issuer: authorisations,
 * clearings, reversals and refunds. Not a customer's session: the network's key (X-Network-Key),
 * which the access guard compares in constant time. Message ids make every call safe to retry.
 */
@CardNetworkOnly()
@Controller('card-network')
export class CardNetworkController {
  constructor(
    private readonly authorizations: CardAuthorizations,
    private readonly advices: CardAdvices,
  ) {}

  @Post('authorizations')
  @Contract({
    summary:
      'Card network: authorise a payment (approve and hold, or decline with an ISO 8583 code)',
    body: AuthorizationRequestSchema,
    response: AuthorizationResponseSchema,
    status: 200,
    errors: [refusals.messageReused()],
  })
  authorize(@Body() body: AuthorizationRequest): Promise<AuthorizationResponse> {
    return this.authorizations.authorize(body);
  }

  @Post('clearings')
  @Contract({
    summary:
      'Card network: the merchant’s final amount for an authorisation (within the tolerance)',
    body: ClearingRequestSchema,
    response: NetworkAdviceResponseSchema,
    status: 200,
    errors: [
      refusals.authorizationNotFound(),
      refusals.notHeld('reversed'),
      refusals.overTolerance(1200),
      refusals.messageReused(),
    ],
  })
  clear(@Body() body: ClearingRequest): Promise<NetworkAdviceResponse> {
    return this.advices.clear(body);
  }

  @Post('reversals')
  @Contract({
    summary: 'Card network: the merchant cancelled an authorisation; its hold goes back',
    body: ReversalRequestSchema,
    response: NetworkAdviceResponseSchema,
    status: 200,
    errors: [
      refusals.authorizationNotFound(),
      refusals.notHeld('cleared'),
      refusals.messageReused(),
    ],
  })
  reverse(@Body() body: ReversalRequest): Promise<NetworkAdviceResponse> {
    return this.advices.reverse(body);
  }

  @Post('refunds')
  @Contract({
    summary: 'Card network: a merchant refunds a cleared payment (in part or whole)',
    body: RefundRequestSchema,
    response: NetworkAdviceResponseSchema,
    status: 200,
    errors: [
      refusals.authorizationNotFound(),
      refusals.notCleared(),
      refusals.refundOver(500),
      refusals.messageReused(),
    ],
  })
  refund(@Body() body: RefundRequest): Promise<NetworkAdviceResponse> {
    return this.advices.refund(body);
  }
}
