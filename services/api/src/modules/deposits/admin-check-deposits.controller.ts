import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  AdminCheckDepositListSchema,
  AdminCheckDepositQuerySchema,
  AdminCheckDepositSchema,
  CheckDecisionRequestSchema,
  UuidSchema,
} from '@vaultline/contracts';
import type {
  AdminCheckDeposit,
  AdminCheckDepositList,
  AdminCheckDepositQuery,
  CheckDecisionRequest,
} from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { StaffOnly } from '../../platform/http/access.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { CheckDepositReview } from './check-deposit-review.service';
import * as refusals from './check-deposit.exception';

const DECISION_REFUSALS = [
  refusals.depositNotFound(),
  refusals.ownDeposit(),
  refusals.notInReview(),
];

const DepositParams = z.strictObject({ id: UuidSchema });
const ImageParams = z.strictObject({ id: UuidSchema, side: z.enum(['front', 'back']) });

/** Staff: the mobile check deposit review queue. */
@StaffOnly()
@Controller('admin/check-deposits')
export class AdminCheckDepositsController {
  constructor(private readonly review: CheckDepositReview) {}

  @Get()
  @Contract({
    summary: 'Check deposits: one status oldest first (a queue), or all newest first',
    query: AdminCheckDepositQuerySchema,
    response: AdminCheckDepositListSchema,
  })
  list(@Query() query: AdminCheckDepositQuery): Promise<AdminCheckDepositList> {
    return this.review.list(query.status);
  }

  @Get(':id')
  @Contract({
    summary: 'One check deposit',
    params: DepositParams,
    response: AdminCheckDepositSchema,
  })
  detail(@Param('id') id: string): Promise<AdminCheckDeposit> {
    return this.review.detail(id);
  }

  @Get(':id/images/:side')
  @Contract({
    summary: "One side's photo as kept (a JPEG; each view audited)",
    params: ImageParams,
  })
  async image(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Param('side') side: 'front' | 'back',
    @Client() client: ClientInfo,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const image = await this.review.image(auth, id, side, client);
    await reply
      .header('Content-Type', 'image/jpeg')
      .header('Cache-Control', 'private, no-store')
      .header('X-Image-SHA256', image.sha256)
      .send(image.bytes);
  }

  @Post(':id/approve')
  @Contract({
    summary: 'Approve (above the threshold, the first of two different staff members)',
    params: DepositParams,
    response: AdminCheckDepositSchema,
    status: 200,
    errors: [...DECISION_REFUSALS, refusals.sameApprover()],
  })
  approve(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Client() client: ClientInfo,
  ): Promise<AdminCheckDeposit> {
    return this.review.approve(auth, id, client);
  }

  @Post(':id/reject')
  @Contract({
    summary: 'Reject, with a reason the customer reads',
    params: DepositParams,
    body: CheckDecisionRequestSchema,
    response: AdminCheckDepositSchema,
    status: 200,
    example: { reason: 'The payee name on the check is not yours.' },
    errors: DECISION_REFUSALS,
  })
  reject(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: CheckDecisionRequest,
    @Client() client: ClientInfo,
  ): Promise<AdminCheckDeposit> {
    return this.review.reject(auth, id, body.reason, client);
  }

  @Post(':id/request-image')
  @Contract({
    summary: 'Ask the customer for better photos, saying what to fix',
    params: DepositParams,
    body: CheckDecisionRequestSchema,
    response: AdminCheckDepositSchema,
    status: 200,
    example: { reason: 'The MICR line along the bottom is cut off: include the whole check.' },
    errors: DECISION_REFUSALS,
  })
  requestImage(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: CheckDecisionRequest,
    @Client() client: ClientInfo,
  ): Promise<AdminCheckDeposit> {
    return this.review.requestImage(auth, id, body.reason, client);
  }
}
