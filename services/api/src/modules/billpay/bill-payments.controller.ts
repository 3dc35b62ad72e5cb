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
import * as refusals from './billpay.exception';

const IdParams = z.strictObject({ id: UuidSchema });

const STOP_SERIES = {
  summary: 'Stop a monthly payment: its waiting payment is canceled and no more are made',
  params: IdParams,
  response: MessageResponseSchema,
  errors: [refusals.seriesNotFound()],
};

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
    example: {
      customerBillerId: '5b7e9c1d-2f3a-4b5c-8d6e-7f8091a2b3c4',
      accountId: '3f1c2b9e-8a4d-4c57-9e21-6b0a7d5e4f10',
      amountMinor: 8_420,
      timing: { type: 'monthly', startDate: '2026-12-15', count: 12 },
    },
    errors: [
      refusals.idempotencyKeyMissing(),
      refusals.payeeNotFound(),
      refusals.accountNotFound(),
      refusals.idempotencyKeyReused(),
      refusals.accountInactive(),
      refusals.dateInvalid('Choose a day after today for a scheduled payment (or pay it now).'),
      refusals.insufficientFunds('$12.00'),
      refusals.negativeBalance(),
    ],
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
    example: { amountMinor: 9_000, payOn: '2026-12-20' },
    errors: [
      refusals.paymentNotFound(),
      refusals.accountNotFound(),
      refusals.alreadySent('processing'),
      refusals.accountInactive(),
      refusals.dateInvalid('Bill payments can be scheduled at most a year ahead.'),
    ],
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
    errors: [refusals.paymentNotFound(), refusals.alreadySent('sent')],
  })
  cancel(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<BillPayment> {
    return this.payments.cancel(auth.user.id, id);
  }

  @Delete('series/:id')
  @Contract({ ...STOP_SERIES, replacedBy: 'DELETE /api/bill-payment-series/{id}' })
  cancelSeriesAtOldPath(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
  ): Promise<MessageResponse> {
    return this.payments.cancelSeries(auth.user.id, id);
  }
}

/** Monthly payment plans: DELETE /bill-payment-series/:id stops one. */
@Controller('bill-payment-series')
export class BillPaymentSeriesController {
  constructor(private readonly payments: BillPayments) {}

  @Delete(':id')
  @Contract(STOP_SERIES)
  cancelSeries(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
  ): Promise<MessageResponse> {
    return this.payments.cancelSeries(auth.user.id, id);
  }
}
