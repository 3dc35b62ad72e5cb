import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  AdminSupportListSchema,
  AdminSupportQuerySchema,
  AdminSupportReplyRequestSchema,
  AdminSupportRequestSchema,
  AdminSupportThreadSchema,
  AssignSupportRequestSchema,
  BulkCloseSupportRequestSchema,
  BulkCloseSupportResultSchema,
  CannedRepliesSchema,
  SupportAssigneesSchema,
  UuidSchema,
} from '@vaultline/contracts';
import type {
  AdminSupportList,
  AdminSupportQuery,
  AdminSupportReplyRequest,
  AdminSupportRequest,
  AdminSupportThread,
  AssignSupportRequest,
  BulkCloseSupportRequest,
  BulkCloseSupportResult,
  CannedReplies,
  SupportAssignees,
  SupportAttachment,
} from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { sendAttachment } from '../../platform/files/send-attachment';
import { StaffOnly } from '../../platform/http/access.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { FileParams, UPLOAD_CONTRACT } from './support-attachments.http';
import { SupportAttachments } from './support-attachments.service';
import { SupportInboxService } from './support-inbox.service';
import * as refusals from './support.exception';

const IdParams = z.strictObject({ id: UuidSchema });

/** The bank-wide support inbox (staff). */
@Controller('admin/support')
@StaffOnly()
export class AdminSupportController {
  constructor(
    private readonly inbox: SupportInboxService,
    private readonly files: SupportAttachments,
  ) {}

  @Get()
  @Contract({
    summary: 'The inbox: requests of everyone (or one user), filtered; overdue first',
    query: AdminSupportQuerySchema,
    response: AdminSupportListSchema,
  })
  async list(
    @CurrentUser() auth: AuthContext,
    @Query() query: AdminSupportQuery,
  ): Promise<AdminSupportList> {
    return { items: await this.inbox.list(auth, query) };
  }

  @Get('canned-replies')
  @Contract({ summary: 'Replies the operator wrote to start from', response: CannedRepliesSchema })
  canned(): CannedReplies {
    return { replies: this.inbox.cannedReplies() };
  }

  @Get('assignees')
  @Contract({ summary: 'Staff a request can be assigned to', response: SupportAssigneesSchema })
  assignees(): Promise<SupportAssignees> {
    return this.inbox.assignees();
  }

  @Post('close')
  @Contract({
    summary: 'Resolve or archive several requests at once',
    body: BulkCloseSupportRequestSchema,
    response: BulkCloseSupportResultSchema,
    status: 200,
  })
  async close(
    @CurrentUser() auth: AuthContext,
    @Body() body: BulkCloseSupportRequest,
    @Client() client: ClientInfo,
  ): Promise<BulkCloseSupportResult> {
    return { closed: await this.inbox.close(auth, body, client) };
  }

  @Post('attachments')
  @Contract(UPLOAD_CONTRACT)
  upload(@CurrentUser() auth: AuthContext, @Body() body: Buffer): Promise<SupportAttachment> {
    return this.files.upload(auth.user.id, body);
  }

  @Get(':id/attachments/:attachmentId')
  @Contract({
    summary: 'A file of a conversation, as sent (a download; each viewing audited)',
    params: FileParams,
    errors: [refusals.attachmentNotFound()],
  })
  async attachment(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Param('attachmentId') attachmentId: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendAttachment(reply, await this.files.forStaff(auth, id, attachmentId), 'attachment');
  }

  @Get(':id')
  @Contract({
    summary: 'One conversation, with internal notes (opening it marks it read)',
    params: IdParams,
    response: AdminSupportThreadSchema,
  })
  thread(@Param('id') id: string): Promise<AdminSupportThread> {
    return this.inbox.thread(id);
  }

  @Post(':id/messages')
  @Contract({
    summary: 'Reply to the customer, or add an internal note',
    params: IdParams,
    body: AdminSupportReplyRequestSchema,
    response: AdminSupportThreadSchema,
    status: 201,
  })
  reply(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: AdminSupportReplyRequest,
    @Client() client: ClientInfo,
  ): Promise<AdminSupportThread> {
    return this.inbox.reply(auth, id, body, client);
  }

  @Post(':id/assign')
  @Contract({
    summary: 'Assign the request to a staff member, or to nobody',
    params: IdParams,
    body: AssignSupportRequestSchema,
    response: AdminSupportThreadSchema,
    status: 200,
  })
  assign(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: AssignSupportRequest,
    @Client() client: ClientInfo,
  ): Promise<AdminSupportThread> {
    return this.inbox.assign(auth, id, body.assigneeId, client);
  }

  @Post(':id/resolve')
  @Contract({
    summary: 'Mark one request resolved (by its own id)',
    params: IdParams,
    response: AdminSupportRequestSchema,
    status: 200,
  })
  resolve(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Client() client: ClientInfo,
  ): Promise<AdminSupportRequest> {
    return this.inbox.setStatus(auth, id, 'resolved', client);
  }

  @Post(':id/archive')
  @Contract({
    summary: 'Archive one request (kept, out of the open list)',
    params: IdParams,
    response: AdminSupportRequestSchema,
    status: 200,
  })
  archive(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Client() client: ClientInfo,
  ): Promise<AdminSupportRequest> {
    return this.inbox.setStatus(auth, id, 'archived', client);
  }
}
