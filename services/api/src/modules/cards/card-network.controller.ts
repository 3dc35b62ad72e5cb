import { createHash, timingSafeEqual } from 'node:crypto';
import { Body, Controller, Headers, Inject, Post } from '@nestjs/common';
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
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Public } from '../../platform/http/access.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import { CardAdvices } from './card-advices.service';
import { CardAuthorizations } from './card-authorizations.service';
import * as refusals from './cards.exception';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The card network's door into the bank, as a processor calls an issuer: authorisations,
 * clearings, reversals and refunds. Not a customer's session: the network's key (X-Network-Key),
 * compared in constant time. Message ids make every call safe to retry.
 */
@Public()
@Controller('card-network')
export class CardNetworkController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly authorizations: CardAuthorizations,
    private readonly advices: CardAdvices,
  ) {}

  private checkKey(key: string | undefined): void {
    if (!key || !timingSafeEqual(digest(key), digest(this.config.cardNetworkKey)))
      throw refusals.networkKeyInvalid();
  }

  @Post('authorizations')
  @Contract({
    summary:
      'Card network: authorise a payment (approve and hold, or decline with an ISO 8583 code)',
    body: AuthorizationRequestSchema,
    response: AuthorizationResponseSchema,
    status: 200,
    errors: [refusals.networkKeyInvalid(), refusals.messageReused()],
  })
  authorize(
    @Headers('x-network-key') key: string | undefined,
    @Body() body: AuthorizationRequest,
  ): Promise<AuthorizationResponse> {
    this.checkKey(key);
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
      refusals.networkKeyInvalid(),
      refusals.authorizationNotFound(),
      refusals.notHeld('reversed'),
      refusals.overTolerance(1200),
      refusals.messageReused(),
    ],
  })
  clear(
    @Headers('x-network-key') key: string | undefined,
    @Body() body: ClearingRequest,
  ): Promise<NetworkAdviceResponse> {
    this.checkKey(key);
    return this.advices.clear(body);
  }

  @Post('reversals')
  @Contract({
    summary: 'Card network: the merchant cancelled an authorisation; its hold goes back',
    body: ReversalRequestSchema,
    response: NetworkAdviceResponseSchema,
    status: 200,
    errors: [
      refusals.networkKeyInvalid(),
      refusals.authorizationNotFound(),
      refusals.notHeld('cleared'),
      refusals.messageReused(),
    ],
  })
  reverse(
    @Headers('x-network-key') key: string | undefined,
    @Body() body: ReversalRequest,
  ): Promise<NetworkAdviceResponse> {
    this.checkKey(key);
    return this.advices.reverse(body);
  }

  @Post('refunds')
  @Contract({
    summary: 'Card network: a merchant refunds a cleared payment (in part or whole)',
    body: RefundRequestSchema,
    response: NetworkAdviceResponseSchema,
    status: 200,
    errors: [
      refusals.networkKeyInvalid(),
      refusals.authorizationNotFound(),
      refusals.notCleared(),
      refusals.refundOver(500),
      refusals.messageReused(),
    ],
  })
  refund(
    @Headers('x-network-key') key: string | undefined,
    @Body() body: RefundRequest,
  ): Promise<NetworkAdviceResponse> {
    this.checkKey(key);
    return this.advices.refund(body);
  }
}
