import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  ConfirmLinkRequestSchema,
  LinkAccountRequestSchema,
  LinkAccountStartSchema,
  LinkedAccountListSchema,
  LinkedAccountSchema,
  SimulatedStatementSchema,
  UuidSchema,
  VerifyLinkRequestSchema,
} from '@vaultline/contracts';
import type {
  ConfirmLinkRequest,
  LinkAccountRequest,
  LinkAccountStart,
  LinkedAccount,
  LinkedAccountList,
  SimulatedStatement,
  VerifyLinkRequest,
} from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import * as refusals from './ach.exception';
import { LinkSetup } from './link-setup.service';
import { LinkVerification } from './link-verification.service';
import { LinkedAccountsService } from './linked-accounts.service';

const LinkParams = z.strictObject({ id: UuidSchema });

@Controller('linked-accounts')
export class LinkedAccountsController {
  constructor(
    private readonly links: LinkedAccountsService,
    private readonly setup: LinkSetup,
    private readonly verification: LinkVerification,
  ) {}

  @Get()
  @Contract({
    summary:
      'Your accounts at other banks, the limits on adding money, and whether you may move money',
    response: LinkedAccountListSchema,
  })
  list(@CurrentUser() auth: AuthContext): Promise<LinkedAccountList> {
    return this.links.list(auth.user.id);
  }

  @Post()
  @Contract({
    summary: 'Link an account at another bank, step 1: check the details and ask for a code',
    body: LinkAccountRequestSchema,
    response: LinkAccountStartSchema,
    status: 200,
    example: {
      routingNumber: '021000021',
      accountNumber: '123456789',
      holderName: 'Ada Lovelace',
      accountType: 'checking',
    },
    errors: [refusals.linkAlreadyActive()],
  })
  start(
    @CurrentUser() auth: AuthContext,
    @Body() body: LinkAccountRequest,
  ): Promise<LinkAccountStart> {
    return this.setup.start(auth, body);
  }

  @Post('confirm')
  @Contract({
    summary: 'Link an account, step 2: the code links it and sends two micro-deposits',
    body: ConfirmLinkRequestSchema,
    response: LinkedAccountSchema,
    status: 201,
  })
  confirm(
    @CurrentUser() auth: AuthContext,
    @Body() body: ConfirmLinkRequest,
    @Client() client: ClientInfo,
  ): Promise<LinkedAccount> {
    return this.setup.confirm(auth, body.code, client);
  }

  @Post(':id/verify')
  @Contract({
    summary: 'Verify a link with the two micro-deposit amounts (3 tries)',
    params: LinkParams,
    body: VerifyLinkRequestSchema,
    response: LinkedAccountSchema,
    status: 200,
    example: { amountsMinor: [17, 42] },
    errors: [
      refusals.linkNotFound(),
      refusals.microDepositsNotArrived('Wed, Dec 2, 2026, 14:05 UTC'),
      refusals.linkFailed(),
      refusals.amountsWrong(2),
    ],
  })
  verify(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: VerifyLinkRequest,
    @Client() client: ClientInfo,
  ): Promise<LinkedAccount> {
    return this.verification.verify(auth, id, body.amountsMinor, client);
  }

  @Delete(':id')
  @Contract({ summary: 'Remove a linked account (audited)', params: LinkParams, status: 204 })
  async remove(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Client() client: ClientInfo,
  ): Promise<void> {
    await this.verification.unlink(auth, id, client);
  }

  @Get(':id/simulated-statement')
  @Contract({
    summary: "The simulated other bank's statement of a linked account (demo network only)",
    params: LinkParams,
    response: SimulatedStatementSchema,
  })
  statement(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
  ): Promise<SimulatedStatement> {
    return this.links.simulatedStatement(auth.user.id, id);
  }
}
