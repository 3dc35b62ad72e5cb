import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  AnswerDisputeRequestSchema,
  DisputeAttachmentSchema,
  DisputeListSchema,
  DisputeSchema,
  FileDisputeRequestSchema,
  UuidSchema,
} from '@vaultline/contracts';
import type {
  AnswerDisputeRequest,
  Dispute,
  DisputeAttachment,
  DisputeList,
} from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import { ATTACHMENT_BODY } from '../../platform/http/route-http-config';
import type { AuthContext } from '../users/auth-context';
import * as refusals from './disputes.exception';
import { Disputes } from './disputes.service';

const AttachmentBodySchema = z.custom<Buffer>(
  (value) => Buffer.isBuffer(value),
  'Send the file as its body (JPEG, PNG or PDF)',
);
const DisputeParams = z.strictObject({ id: UuidSchema });

/** The customer's disputes of card payments and transfers (Regulation E). */
@Controller('disputes')
export class DisputesController {
  constructor(private readonly disputes: Disputes) {}

  @Get()
  @Contract({
    summary: 'Your disputes, newest first, with their clock and steps',
    response: DisputeListSchema,
  })
  list(@CurrentUser() auth: AuthContext): Promise<DisputeList> {
    return this.disputes.list(auth.user.id);
  }

  @Get(':id')
  @Contract({
    summary: 'One of your disputes',
    params: DisputeParams,
    response: DisputeSchema,
    errors: [refusals.disputeNotFound()],
  })
  get(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<Dispute> {
    return this.disputes.get(auth.user.id, id);
  }

  @Post('attachments')
  @Contract({
    summary: 'Send evidence for a dispute (a JPEG, PNG or PDF body, at most 5 MB), kept as sent',
    body: AttachmentBodySchema,
    bodyTypes: ATTACHMENT_BODY,
    response: DisputeAttachmentSchema,
    status: 201,
    errors: [refusals.attachmentType(), refusals.attachmentTooLarge()],
  })
  upload(@CurrentUser() auth: AuthContext, @Body() body: Buffer): Promise<DisputeAttachment> {
    return this.disputes.upload(auth, body);
  }

  @Post()
  @Contract({
    summary: 'Dispute a posted card payment or a transfer you sent: acknowledged at once',
    body: FileDisputeRequestSchema,
    response: DisputeSchema,
    status: 201,
    errors: [
      refusals.subjectNotFound(),
      refusals.notDisputable('only a posted card payment can be disputed.'),
      refusals.alreadyDisputed(),
      refusals.attachmentNotFound(),
    ],
  })
  file(
    @CurrentUser() auth: AuthContext,
    @Body() body: z.infer<typeof FileDisputeRequestSchema>,
    @Client() client: ClientInfo,
  ): Promise<Dispute> {
    return this.disputes.file(auth, body, client);
  }

  @Post(':id/answer')
  @Contract({
    summary: 'Answer what the bank asked about your dispute',
    params: DisputeParams,
    body: AnswerDisputeRequestSchema,
    response: DisputeSchema,
    status: 200,
    errors: [refusals.disputeNotFound(), refusals.notAwaitingInfo(), refusals.attachmentNotFound()],
  })
  answer(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: AnswerDisputeRequest,
  ): Promise<Dispute> {
    return this.disputes.answer(auth, id, body);
  }

  @Post(':id/withdraw')
  @Contract({
    summary: 'Withdraw a dispute not decided yet (a provisional credit goes back at once)',
    params: DisputeParams,
    response: DisputeSchema,
    status: 200,
    errors: [refusals.disputeNotFound(), refusals.notOpen()],
  })
  withdraw(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<Dispute> {
    return this.disputes.withdraw(auth, id);
  }
}
