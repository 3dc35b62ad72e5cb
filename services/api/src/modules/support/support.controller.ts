import { Body, Controller, Get, Post } from '@nestjs/common';
import {
  CreateSupportRequestSchema,
  SupportRequestListSchema,
  SupportRequestSchema,
} from '@vaultline/contracts';
import type {
  CreateSupportRequest,
  SupportRequest,
  SupportRequestList,
} from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { SupportService } from './support.service';

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
}
