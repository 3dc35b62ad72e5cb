import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  AddBillerRequestSchema,
  AddBillerStartSchema,
  BillerDirectorySchema,
  ConfirmBillerRequestSchema,
  CustomerBillerListSchema,
  CustomerBillerSchema,
  MessageResponseSchema,
  UuidSchema,
} from '@vaultline/contracts';
import type {
  AddBillerStart,
  BillerDirectory,
  ConfirmBillerRequest,
  CustomerBiller,
  CustomerBillerList,
  MessageResponse,
} from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { BillerAdditions } from './biller-additions.service';
import type { BillerAddition } from './biller-additions.service';
import { BillersDirectory } from './billers-directory.service';
import * as refusals from './billpay.exception';

const IdParams = z.strictObject({ id: UuidSchema });

@Controller('billers')
export class BillersController {
  constructor(
    private readonly directory: BillersDirectory,
    private readonly additions: BillerAdditions,
  ) {}

  @Get('directory')
  @Contract({
    summary: 'The billers you can pay, with the reference format each accepts',
    response: BillerDirectorySchema,
  })
  list(): BillerDirectory {
    return { billers: this.directory.list() };
  }

  @Get()
  @Contract({ summary: 'The billers you added', response: CustomerBillerListSchema })
  mine(@CurrentUser() auth: AuthContext): Promise<CustomerBillerList> {
    return this.additions.list(auth.user.id);
  }

  @Post()
  @Contract({
    summary: 'Add a biller, step 1: check your reference against its format and send a code',
    body: AddBillerRequestSchema,
    response: AddBillerStartSchema,
    status: 200,
    example: { billerId: 'brightwater-power', reference: '4410023378', nickname: 'Electricity' },
    errors: [
      refusals.billerNotFound(),
      refusals.billerAlreadyAdded(),
      refusals.referenceInvalid('Account number', '10 digits, at the top right of your bill.'),
    ],
  })
  start(@CurrentUser() auth: AuthContext, @Body() body: BillerAddition): Promise<AddBillerStart> {
    return this.additions.start(auth, body);
  }

  @Post('confirm')
  @Contract({
    summary: 'Add a biller, step 2: the code adds it',
    body: ConfirmBillerRequestSchema,
    response: CustomerBillerSchema,
    status: 201,
    example: { code: '123456' },
    errors: [refusals.billerNotFound(), refusals.billerAlreadyAdded()],
  })
  confirm(
    @CurrentUser() auth: AuthContext,
    @Body() body: ConfirmBillerRequest,
    @Client() client: ClientInfo,
  ): Promise<CustomerBiller> {
    return this.additions.confirm(auth, body.code, client);
  }

  @Delete(':id')
  @Contract({
    summary: 'Remove a biller: its scheduled payments and monthly plans are canceled with it',
    params: IdParams,
    response: MessageResponseSchema,
    errors: [refusals.payeeNotFound()],
  })
  remove(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Client() client: ClientInfo,
  ): Promise<MessageResponse> {
    return this.additions.remove(auth, id, client);
  }
}
