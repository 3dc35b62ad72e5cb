import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  RejectTransferRequestSchema,
  ReviewQueueSchema,
  TransferSchema,
  UuidSchema,
} from '@vaultline/contracts';
import type { RejectTransferRequest, ReviewQueue, Transfer } from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { StaffOnly } from '../../platform/http/access.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { TransferReviewService } from './transfer-review.service';

const IdParams = z.strictObject({ id: UuidSchema });

@Controller('admin/transfers')
@StaffOnly()
export class TransferReviewController {
  constructor(private readonly review: TransferReviewService) {}

  @Get('review-queue')
  @Contract({ summary: 'Transfers held for review, oldest first', response: ReviewQueueSchema })
  async queue(): Promise<ReviewQueue> {
    return { items: await this.review.queue() };
  }

  @Post(':id/approve')
  @Contract({
    summary: 'Approve a held transfer (the money moves on)',
    params: IdParams,
    response: TransferSchema,
    status: 200,
  })
  approve(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Client() client: ClientInfo,
  ): Promise<Transfer> {
    return this.review.approve(auth, id, client);
  }

  @Post(':id/reject')
  @Contract({
    summary: 'Reject a held transfer with a reason (the money goes back)',
    params: IdParams,
    body: RejectTransferRequestSchema,
    response: TransferSchema,
    status: 200,
  })
  reject(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: RejectTransferRequest,
    @Client() client: ClientInfo,
  ): Promise<Transfer> {
    return this.review.reject(auth, id, body.reason, client);
  }
}
