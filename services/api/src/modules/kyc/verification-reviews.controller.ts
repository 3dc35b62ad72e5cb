import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  CloseVerificationReviewRequestSchema,
  UuidSchema,
  VerificationReviewListSchema,
  VerificationReviewSchema,
} from '@vaultline/contracts';
import type {
  CloseVerificationReviewRequest,
  VerificationReview,
  VerificationReviewList,
} from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { StaffOnly } from '../../platform/http/access.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { VerificationReviews } from './verification-reviews.service';

const IdParams = z.strictObject({ id: UuidSchema });

/** Identity verifications whose name matched the sanctions list: cleared by two staff members, or closed by one. */
@Controller('admin/verification-reviews')
@StaffOnly()
export class VerificationReviewsController {
  constructor(private readonly reviews: VerificationReviews) {}

  @Get()
  @Contract({
    summary: 'Open verification reviews, oldest first',
    response: VerificationReviewListSchema,
  })
  async list(): Promise<VerificationReviewList> {
    return { items: await this.reviews.openQueue() };
  }

  @Post(':id/clear')
  @Contract({
    summary:
      'Clear the match: the first staff member proposes, a different one confirms (verified)',
    params: IdParams,
    response: VerificationReviewSchema,
    status: 200,
  })
  clear(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Client() client: ClientInfo,
  ): Promise<VerificationReview> {
    return this.reviews.clear(auth, id, client);
  }

  @Post(':id/close')
  @Contract({
    summary: 'Close the review with a reason the customer is shown (declined)',
    params: IdParams,
    body: CloseVerificationReviewRequestSchema,
    response: VerificationReviewSchema,
    status: 200,
  })
  close(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: CloseVerificationReviewRequest,
    @Client() client: ClientInfo,
  ): Promise<VerificationReview> {
    return this.reviews.close(auth, id, body.reason, client);
  }
}
