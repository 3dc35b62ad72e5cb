import { Body, Controller, Delete, Get, Headers, Param, Patch, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  BillPaymentListSchema,
  BillPaymentSchema,
  CreateBillPaymentRequestSchema,
  MessageResponseSchema,
  UpdateBillPaymentRequestSchema,
  UuidSchema,
} from '@vaultline/contracts';
import type {
  BillPayment,
  BillPaymentList,
  CreateBillPaymentRequest,
  MessageResponse,
  UpdateBillPaymentRequest,
} from '@vaultline/contracts';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { BillPayments } from './bill-payments.service';

const IdParams = z.strictObject({ id: UuidSchema });

@Controller('bill-payments')
export class BillPaymentsController {
  constructor(private readonly payments: BillPayments) {}

  @Get()
  @Contract({
    summary: 'Your bill payments: the ones waiting for their day first, then the rest newest first',
    response: BillPaymentListSchema,
  })
  list(@CurrentUser() auth: AuthContext): Promise<BillPaymentList> {
    return this.payments.list(auth.user.id);
  }

  @Post()
  @Contract({
    summary:
      'Pay a biller now, on a day, or monthly (Idempotency-Key header required; a retry pays once)',
    body: CreateBillPaymentRequestSchema,
    response: BillPaymentSchema,
    status: 201,
  })
  create(
    @CurrentUser() auth: AuthContext,
    @Headers('idempotency-key') key: string | undefined,
    @Body() body: CreateBillPaymentRequest,
  ): Promise<BillPayment> {
    return this.payments.create(auth, key, body);
  }

  @Patch(':id')
  @Contract({
    summary: 'Change the amount, day or account of a payment before it is sent',
    params: IdParams,
    body: UpdateBillPaymentRequestSchema,
    response: BillPaymentSchema,
  })
  change(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: UpdateBillPaymentRequest,
  ): Promise<BillPayment> {
    return this.payments.change(auth.user.id, id, body);
  }

  @Post(':id/cancel')
  @Contract({
    summary: 'Cancel a payment before it is sent (a monthly plan goes on with the next month)',
    params: IdParams,
    response: BillPaymentSchema,
    status: 200,
  })
  cancel(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<BillPayment> {
    return this.payments.cancel(auth.user.id, id);
  }

  @Delete('series/:id')
  @Contract({
    summary: 'Stop a monthly payment: its waiting payment is canceled and no more are made',
    params: IdParams,
    response: MessageResponseSchema,
  })
  cancelSeries(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
  ): Promise<MessageResponse> {
    return this.payments.cancelSeries(auth.user.id, id);
  }
}
