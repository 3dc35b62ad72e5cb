import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  CreateSupportRequestSchema,
  SupportReplyRequestSchema,
  SupportRequestListSchema,
  SupportRequestSchema,
  SupportThreadSchema,
  UuidSchema,
} from '@vaultline/contracts';
import type {
  CreateSupportRequest,
  SupportAttachment,
  SupportReplyRequest,
  SupportRequest,
  SupportRequestList,
  SupportThread,
} from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { sendAttachment } from '../../platform/files/send-attachment';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { FileParams, UPLOAD_CONTRACT } from './support-attachments.http';
import { SupportAttachments } from './support-attachments.service';
import * as refusals from './support.exception';
import { SupportService } from './support.service';

const IdParams = z.strictObject({ id: UuidSchema });

@Controller('support')
export class SupportController {
  constructor(
    private readonly support: SupportService,
    private readonly files: SupportAttachments,
  ) {}

  @Post()
  @Contract({
    summary: 'Send a support request',
    body: CreateSupportRequestSchema,
    response: SupportRequestSchema,
    status: 201,
  })
  create(
    @CurrentUser() auth: AuthContext,
    @Body() body: CreateSupportRequest,
    @Client() client: ClientInfo,
  ): Promise<SupportRequest> {
    return this.support.create(auth, body, client);
  }

  @Post('attachments')
  @Contract(UPLOAD_CONTRACT)
  upload(@CurrentUser() auth: AuthContext, @Body() body: Buffer): Promise<SupportAttachment> {
    return this.files.upload(auth.user.id, body);
  }

  @Get()
  @Contract({
    summary: 'Your support requests and their status',
    response: SupportRequestListSchema,
  })
  async list(@CurrentUser() auth: AuthContext): Promise<SupportRequestList> {
    return { requests: await this.support.listOwn(auth.user.id) };
  }

  @Get(':id')
  @Contract({
    summary: 'One of your requests with its conversation (opening it marks replies read)',
    params: IdParams,
    response: SupportThreadSchema,
  })
  thread(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<SupportThread> {
    return this.support.thread(auth.user.id, id);
  }

  @Post(':id/messages')
  @Contract({
    summary: 'Answer in one of your requests (a resolved one opens again)',
    params: IdParams,
    body: SupportReplyRequestSchema,
    response: SupportThreadSchema,
    status: 201,
  })
  reply(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: SupportReplyRequest,
    @Client() client: ClientInfo,
  ): Promise<SupportThread> {
    return this.support.reply(auth, id, body, client);
  }

  @Get(':id/attachments/:attachmentId')
  @Contract({
    summary: 'A file of one of your conversations, as sent (a download)',
    params: FileParams,
    errors: [refusals.requestNotFound(), refusals.attachmentNotFound()],
  })
  async attachment(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Param('attachmentId') attachmentId: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendAttachment(
      reply,
      await this.support.attachment(auth.user.id, id, attachmentId),
      'attachment',
    );
  }
}
