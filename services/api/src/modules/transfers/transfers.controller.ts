import { Body, Controller, Get, Headers, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  MessageResponseSchema,
  RecipientCheckRequestSchema,
  RecipientCheckSchema,
  TransferLimitsSchema,
  TransferRequestSchema,
  TransferResultSchema,
  TransferSchema,
  TransferDetailSchema,
  UuidSchema,
  VerifyTransferCodeRequestSchema,
} from '@vaultline/contracts';
import type {
  MessageResponse,
  RecipientCheck,
  RecipientCheckRequest,
  Transfer,
  TransferDetail,
  TransferLimits,
  TransferResult,
  VerifyTransferCodeRequest,
} from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { AppException } from '../../platform/http/app.exception';
import { Contract } from '../../platform/http/contract.decorator';
import { MetricsService } from '../../platform/metrics/metrics.service';
import type { AuthContext } from '../users/auth-context';
import { RecipientsService } from './recipients.service';
import { TransferCodes } from './requests/transfer-codes.service';
import { TransferRequests } from './requests/transfer-requests.service';
import { TransferPolicyService } from './transfer-policy.service';
import { TransfersService } from './transfers.service';

const IdParams = z.strictObject({ id: UuidSchema });
type ParsedTransferRequest = z.output<typeof TransferRequestSchema>;

@Controller('transfers')
export class TransfersController {
  constructor(
    private readonly requests: TransferRequests,
    private readonly codes: TransferCodes,
    private readonly transfers: TransfersService,
    private readonly policy: TransferPolicyService,
    private readonly recipients: RecipientsService,
    private readonly metrics: MetricsService,
  ) {}

  @Post()
  @Contract({
    summary: 'Send money (Idempotency-Key header required; the PIN is checked on the server)',
    body: TransferRequestSchema,
    response: TransferResultSchema,
    status: 201,
  })
  async create(
    @CurrentUser() auth: AuthContext,
    @Headers('idempotency-key') key: string | undefined,
    @Body() body: ParsedTransferRequest,
    @Client() client: ClientInfo,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TransferResult> {
    const started = performance.now();
    const stored = await this.requests.create(auth, key, body, client);
    const outcome = stored.status >= 400 ? 'refused' : (stored.body as TransferResult).outcome;
    this.metrics.transfer(outcome, (performance.now() - started) / 1000);
    if (stored.status >= 400) {
      const error = stored.body as { message: string; code: string; details?: unknown };
      throw new AppException(stored.status, error.code, error.message, error.details);
    }
    reply.status(stored.status);
    return stored.body as TransferResult;
  }

  @Get('limits')
  @Contract({
    summary: 'Your daily limit, what is left today, thresholds, PIN state, suspension',
    response: TransferLimitsSchema,
  })
  limits(@CurrentUser() auth: AuthContext): Promise<TransferLimits> {
    return this.policy.limits(auth.user);
  }

  @Post('check-recipient')
  @Contract({
    summary: 'Whether a recipient is at Vaultline and whether the name matches',
    body: RecipientCheckRequestSchema,
    response: RecipientCheckSchema,
    status: 200,
  })
  checkRecipient(
    @CurrentUser() auth: AuthContext,
    @Body() body: RecipientCheckRequest,
    @Client() client: ClientInfo,
  ): Promise<RecipientCheck> {
    return this.recipients.check(auth.user.id, body, client);
  }

  @Get(':id')
  @Contract({
    summary: 'One of your transfers, with its timeline',
    params: IdParams,
    response: TransferDetailSchema,
  })
  get(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<TransferDetail> {
    return this.transfers.detail(auth, id);
  }

  @Post(':id/verify')
  @Contract({
    summary: 'Confirm a transfer with the emailed step-up code',
    params: IdParams,
    body: VerifyTransferCodeRequestSchema,
    response: TransferResultSchema,
    status: 200,
  })
  verify(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: VerifyTransferCodeRequest,
  ): Promise<TransferResult> {
    return this.codes.verify(auth, id, body.code);
  }

  @Post(':id/resend-code')
  @Contract({
    summary: 'Email a new step-up code for a transfer',
    params: IdParams,
    response: MessageResponseSchema,
    status: 200,
  })
  resendCode(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<MessageResponse> {
    return this.codes.resendCode(auth, id);
  }

  @Post(':id/cancel')
  @Contract({
    summary: 'Cancel a transfer waiting for its code (the money comes back)',
    params: IdParams,
    response: TransferSchema,
    status: 200,
  })
  cancel(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Client() client: ClientInfo,
  ): Promise<Transfer> {
    return this.transfers.cancel(auth, id, client);
  }
}
