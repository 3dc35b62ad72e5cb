import { Body, Controller, Get, Param, Post } from '@nestjs/common';
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
  SupportReplyRequest,
  SupportRequest,
  SupportRequestList,
  SupportThread,
} from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { SupportService } from './support.service';

const IdParams = z.strictObject({ id: UuidSchema });

@Controller('support')
export class SupportController {
  constructor(private readonly support: SupportService) {}

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
}
