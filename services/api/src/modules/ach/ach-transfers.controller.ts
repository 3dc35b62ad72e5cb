import { Body, Controller, Get, Headers, Post } from '@nestjs/common';
import {
  AchTransferListSchema,
  AchTransferSchema,
  StartAchTransferRequestSchema,
} from '@vaultline/contracts';
import type { AchTransfer, AchTransferList, StartAchTransferRequest } from '@vaultline/contracts';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { AchTransfers } from './ach-transfers.service';
import * as refusals from './ach.exception';

@Controller('ach-transfers')
export class AchTransfersController {
  constructor(private readonly transfers: AchTransfers) {}

  @Get()
  @Contract({
    summary: 'Your transfers with other banks (money added and sent), newest first',
    response: AchTransferListSchema,
  })
  list(@CurrentUser() auth: AuthContext): Promise<AchTransferList> {
    return this.transfers.list(auth.user.id);
  }

  @Post()
  @Contract({
    summary:
      'Add money from (in) or send money to (out) a verified linked account (Idempotency-Key header required)',
    body: StartAchTransferRequestSchema,
    response: AchTransferSchema,
    status: 201,
    example: {
      direction: 'in',
      linkedAccountId: '5b7e9c1d-2f3a-4b5c-8d6e-7f8091a2b3c4',
      accountId: '3f1c2b9e-8a4d-4c57-9e21-6b0a7d5e4f10',
      amountMinor: 25_000,
    },
    errors: [
      refusals.linkNotFound(),
      refusals.accountNotFound(),
      refusals.linkNotVerified(),
      refusals.accountInactive(),
      refusals.negativeBalance(),
      refusals.dailyLimit(100_000, '$1,000.00'),
      refusals.monthlyLimit(100_000, '$1,000.00'),
      refusals.insufficientFunds('$12.00'),
    ],
  })
  start(
    @CurrentUser() auth: AuthContext,
    @Headers('idempotency-key') key: string | undefined,
    @Body() body: StartAchTransferRequest,
  ): Promise<AchTransfer> {
    return this.transfers.start(auth, key, body);
  }
}
