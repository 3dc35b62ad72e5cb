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
  })
  start(
    @CurrentUser() auth: AuthContext,
    @Headers('idempotency-key') key: string | undefined,
    @Body() body: StartAchTransferRequest,
  ): Promise<AchTransfer> {
    return this.transfers.start(auth, key, body);
  }
}
