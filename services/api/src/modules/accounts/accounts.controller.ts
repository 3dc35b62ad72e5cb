import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  AccountDetailSchema,
  AccountListSchema,
  BankingSummarySchema,
  OpenAccountRequestSchema,
  UuidSchema,
} from '@vaultline/contracts';
import type {
  AccountDetail,
  AccountList,
  BankingSummary,
  OpenAccountRequest,
} from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { AccountsService } from './accounts.service';

const AccountParams = z.strictObject({ id: UuidSchema });

@Controller('accounts')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Get()
  @Contract({
    summary: 'Your accounts (numbers masked to the last 4 digits)',
    response: AccountListSchema,
  })
  async list(@CurrentUser() auth: AuthContext): Promise<AccountList> {
    return { accounts: await this.accounts.list(auth.user.id) };
  }

  @Post()
  @Contract({
    summary: 'Open an account (active, at zero)',
    body: OpenAccountRequestSchema,
    response: AccountDetailSchema,
    status: 201,
  })
  open(
    @CurrentUser() auth: AuthContext,
    @Body() body: OpenAccountRequest,
    @Client() client: ClientInfo,
  ): Promise<AccountDetail> {
    return this.accounts.open(auth, body, client);
  }

  @Get('summary')
  @Contract({
    summary: 'Total balance, transaction count and active accounts',
    response: BankingSummarySchema,
  })
  summary(@CurrentUser() auth: AuthContext): Promise<BankingSummary> {
    return this.accounts.summary(auth.user.id);
  }

  @Get(':id')
  @Contract({
    summary: 'One of your accounts, with its full number and routing number',
    params: AccountParams,
    response: AccountDetailSchema,
  })
  get(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<AccountDetail> {
    return this.accounts.get(auth.user.id, id);
  }

  @Post(':id/close')
  @Contract({
    summary: 'Close an account (only at a zero balance)',
    params: AccountParams,
    response: AccountDetailSchema,
    status: 200,
  })
  close(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Client() client: ClientInfo,
  ): Promise<AccountDetail> {
    return this.accounts.close(auth, id, client);
  }
}
