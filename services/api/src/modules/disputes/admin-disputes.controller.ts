import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  AdminDisputeDetailSchema,
  AdminDisputeListSchema,
  AdminDisputeQuerySchema,
  AdminDisputeSchema,
  ChargebackResponseSchema,
  DisputeDecisionRequestSchema,
  DisputeNoteRequestSchema,
  UuidSchema,
} from '@vaultline/contracts';
import type {
  AdminDispute,
  AdminDisputeDetail,
  AdminDisputeList,
  AdminDisputeQuery,
  ChargebackResponse,
  DisputeDecisionRequest,
  DisputeNoteRequest,
} from '@vaultline/contracts';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { sendAttachment } from '../../platform/files/send-attachment';
import { StaffOnly } from '../../platform/http/access.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { DisputeReview } from './dispute-review.service';
import * as refusals from './disputes.exception';

const DisputeParams = z.strictObject({ id: UuidSchema });
const ACT_REFUSALS = [refusals.disputeNotFound(), refusals.ownDispute(), refusals.notOpen()];

/** Staff: the dispute queue and its actions (each audited; never on one's own dispute). */
@StaffOnly()
@Controller('admin/disputes')
export class AdminDisputesController {
  constructor(private readonly review: DisputeReview) {}

  @Get()
  @Contract({
    summary: 'Disputes: undecided (or one status), escalated first, then the nearest deadline',
    query: AdminDisputeQuerySchema,
    response: AdminDisputeListSchema,
  })
  list(@Query() query: AdminDisputeQuery): Promise<AdminDisputeList> {
    return this.review.queue(query);
  }

  @Get(':id')
  @Contract({
    summary: 'One dispute, with the customer’s other card payments at the same merchant',
    params: DisputeParams,
    response: AdminDisputeDetailSchema,
    errors: [refusals.disputeNotFound()],
  })
  detail(@Param('id') id: string): Promise<AdminDisputeDetail> {
    return this.review.detail(id);
  }

  @Get(':id/attachment')
  @Contract({
    summary: 'The customer’s evidence file, as sent (each view audited)',
    params: DisputeParams,
  })
  async attachment(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendAttachment(reply, await this.review.attachment(auth, id), 'evidence');
  }

  @Post(':id/notes')
  @Contract({
    summary: 'Add a staff-only note',
    params: DisputeParams,
    body: DisputeNoteRequestSchema,
    response: AdminDisputeSchema,
    status: 200,
    errors: [refusals.disputeNotFound(), refusals.ownDispute()],
  })
  note(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: DisputeNoteRequest,
  ): Promise<AdminDispute> {
    return this.review.note(auth, id, body.text);
  }

  @Post(':id/request-info')
  @Contract({
    summary: 'Ask the customer for information (they are told)',
    params: DisputeParams,
    body: DisputeDecisionRequestSchema,
    response: AdminDisputeSchema,
    status: 200,
    errors: ACT_REFUSALS,
  })
  requestInfo(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: DisputeDecisionRequest,
  ): Promise<AdminDispute> {
    return this.review.requestInfo(auth, id, body.message);
  }

  @Post(':id/provisional-credit')
  @Contract({
    summary: 'Post the provisional credit now (instead of on its deadline)',
    params: DisputeParams,
    response: AdminDisputeSchema,
    status: 200,
    errors: [...ACT_REFUSALS, refusals.alreadyCredited()],
  })
  provisionalCredit(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
  ): Promise<AdminDispute> {
    return this.review.provisionalCredit(auth, id);
  }

  @Post(':id/grant')
  @Contract({
    summary:
      'Grant: the credit becomes final (above $1,000, a first approval and a second staff member)',
    params: DisputeParams,
    body: DisputeDecisionRequestSchema,
    response: AdminDisputeSchema,
    status: 200,
    errors: [...ACT_REFUSALS, refusals.sameApprover()],
  })
  grant(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: DisputeDecisionRequest,
  ): Promise<AdminDispute> {
    return this.review.grant(auth, id, body.message);
  }

  @Post(':id/deny')
  @Contract({
    summary:
      'Deny with an explanation; a provisional credit is taken back 5 business days after the notice',
    params: DisputeParams,
    body: DisputeDecisionRequestSchema,
    response: AdminDisputeSchema,
    status: 200,
    errors: ACT_REFUSALS,
  })
  deny(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: DisputeDecisionRequest,
  ): Promise<AdminDispute> {
    return this.review.deny(auth, id, body.message);
  }

  @Post(':id/chargeback')
  @Contract({
    summary: 'Charge a card payment back to the network (accepted: granted and paid back)',
    params: DisputeParams,
    response: ChargebackResponseSchema,
    status: 200,
    errors: [...ACT_REFUSALS, refusals.notACard()],
  })
  chargeback(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
  ): Promise<ChargebackResponse> {
    return this.review.chargeback(auth, id);
  }
}
