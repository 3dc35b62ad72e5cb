import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  AddPayeeRequestSchema,
  AddPayeeStartSchema,
  ConfirmPayeeRequestSchema,
  PayeeListSchema,
  PayeeSchema,
  RenamePayeeRequestSchema,
  UuidSchema,
} from '@vaultline/contracts';
import type {
  AddPayeeRequest,
  AddPayeeStart,
  ConfirmPayeeRequest,
  Payee,
  PayeeList,
} from '@vaultline/contracts';
import { Client } from '../../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { Contract } from '../../../platform/http/contract.decorator';
import type { AuthContext } from '../../users/auth-context';
import { PayeeAdditions } from './payee-additions.service';
import { PayeeChecks } from './payee-checks.service';
import { PayeesService } from './payees.service';

const PayeeParams = z.strictObject({ id: UuidSchema });

@Controller('payees')
export class PayeesController {
  constructor(
    private readonly payees: PayeesService,
    private readonly checks: PayeeChecks,
    private readonly additions: PayeeAdditions,
  ) {}

  @Get()
  @Contract({
    summary: 'Your saved payees and the cooling-off rule for new ones',
    response: PayeeListSchema,
  })
  list(@CurrentUser() auth: AuthContext): Promise<PayeeList> {
    return this.payees.list(auth.user.id);
  }

  @Post()
  @Contract({
    summary: 'Add a payee, step 1: check the details and the name, and email a code',
    body: AddPayeeRequestSchema,
    response: AddPayeeStartSchema,
    status: 200,
  })
  start(
    @CurrentUser() auth: AuthContext,
    @Body() body: AddPayeeRequest,
    @Client() client: ClientInfo,
  ): Promise<AddPayeeStart> {
    return this.checks.start(auth, body, client);
  }

  @Post('confirm')
  @Contract({
    summary: 'Add a payee, step 2: the emailed code saves it',
    body: ConfirmPayeeRequestSchema,
    response: PayeeSchema,
    status: 201,
  })
  confirm(
    @CurrentUser() auth: AuthContext,
    @Body() body: ConfirmPayeeRequest,
    @Client() client: ClientInfo,
  ): Promise<Payee> {
    return this.additions.confirm(auth, body.code, client);
  }

  @Patch(':id')
  @Contract({
    summary: 'Rename a payee (its nickname)',
    params: PayeeParams,
    body: RenamePayeeRequestSchema,
    response: PayeeSchema,
  })
  rename(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: { label: string | null },
    @Client() client: ClientInfo,
  ): Promise<Payee> {
    return this.payees.rename(auth, id, body.label, client);
  }

  @Delete(':id')
  @Contract({
    summary: 'Remove a payee (the next transfer to them needs a code)',
    params: PayeeParams,
    status: 204,
  })
  async remove(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Client() client: ClientInfo,
  ): Promise<void> {
    await this.payees.remove(auth, id, client);
  }
}
