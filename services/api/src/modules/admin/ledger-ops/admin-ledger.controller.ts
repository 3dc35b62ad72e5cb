import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  ADJUSTMENT_STATUSES,
  AdjustmentListSchema,
  AdjustmentRequestSchema,
  AdjustmentSchema,
  AdminAccountDetailSchema,
  CloseRequestSchema,
  DecisionRequestSchema,
  EditTransactionRequestSchema,
  ReverseRequestSchema,
  ReverseResultSchema,
  TransactionSchema,
  UuidSchema,
} from '@vaultline/contracts';
import type {
  Adjustment,
  AdjustmentList,
  AdjustmentRequest,
  AdminAccountDetail,
  CloseRequest,
  DecisionRequest,
  EditTransactionRequest,
  ReverseRequest,
  ReverseResult,
  Transaction,
} from '@vaultline/contracts';
import { Client } from '../../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { StaffOnly } from '../../../platform/http/access.decorator';
import { Contract } from '../../../platform/http/contract.decorator';
import { TransactionsService } from '../../transactions/transactions.service';
import type { AuthContext } from '../../users/auth-context';
import { AdjustmentsService } from './adjustments.service';
import { AdminAccountsService } from './admin-accounts.service';
import { TransactionOpsService } from './transaction-ops.service';

const IdParams = z.strictObject({ id: UuidSchema });
const AdjustmentQuery = z.strictObject({ status: z.enum(ADJUSTMENT_STATUSES).optional() });

@Controller('admin')
@StaffOnly()
export class AdminLedgerController {
  constructor(
    private readonly adjustments: AdjustmentsService,
    private readonly ops: TransactionOpsService,
    private readonly transactions: TransactionsService,
    private readonly accounts: AdminAccountsService,
  ) {}

  @Post('adjustments')
  @Contract({
    summary:
      'Post an adjustment (above the threshold or the daily total it waits for a second approver)',
    body: AdjustmentRequestSchema,
    response: AdjustmentSchema,
    status: 201,
  })
  adjust(
    @CurrentUser() auth: AuthContext,
    @Body() body: AdjustmentRequest,
    @Client() client: ClientInfo,
  ): Promise<Adjustment> {
    return this.adjustments.create(auth, body, client);
  }

  @Get('adjustments')
  @Contract({
    summary: 'Adjustments (status=pending: the checker inbox)',
    query: AdjustmentQuery,
    response: AdjustmentListSchema,
  })
  async listAdjustments(
    @Query() query: { status?: Adjustment['status'] },
  ): Promise<AdjustmentList> {
    return { items: await this.adjustments.list(query.status) };
  }

  @Post('adjustments/:id/approve')
  @Contract({
    summary: 'Approve and post (not your own request)',
    params: IdParams,
    response: AdjustmentSchema,
    status: 200,
  })
  approve(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Client() client: ClientInfo,
  ): Promise<Adjustment> {
    return this.adjustments.approve(auth, id, client);
  }

  @Post('adjustments/:id/reject')
  @Contract({
    summary: "Reject someone else's adjustment with a reason (nothing posts)",
    params: IdParams,
    body: DecisionRequestSchema,
    response: AdjustmentSchema,
    status: 200,
  })
  reject(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: DecisionRequest,
    @Client() client: ClientInfo,
  ): Promise<Adjustment> {
    return this.adjustments.reject(auth, id, body.reason, client);
  }

  @Post('adjustments/:id/withdraw')
  @Contract({
    summary: 'Withdraw your own pending adjustment (nothing posts)',
    params: IdParams,
    response: AdjustmentSchema,
    status: 200,
  })
  withdraw(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Client() client: ClientInfo,
  ): Promise<Adjustment> {
    return this.adjustments.withdraw(auth, id, client);
  }

  @Get('transactions/:id')
  @Contract({ summary: 'One statement line', params: IdParams, response: TransactionSchema })
  transaction(@Param('id') id: string): Promise<Transaction> {
    return this.transactions.one(id);
  }

  @Patch('transactions/:id')
  @Contract({
    summary: "Edit a line's title, category or description (nothing else)",
    params: IdParams,
    body: EditTransactionRequestSchema,
    response: TransactionSchema,
  })
  edit(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: EditTransactionRequest,
    @Client() client: ClientInfo,
  ): Promise<Transaction> {
    return this.ops.edit(auth, id, body, client);
  }

  @Post('transactions/:id/reverse')
  @Contract({
    summary: 'Reverse a posted transaction with a reason (the original stays, marked reversed)',
    params: IdParams,
    body: ReverseRequestSchema,
    response: ReverseResultSchema,
    status: 200,
  })
  reverse(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: ReverseRequest,
    @Client() client: ClientInfo,
  ): Promise<ReverseResult> {
    return this.ops.reverse(auth, id, body.reason, client);
  }

  @Get('accounts/:id')
  @Contract({
    summary: 'Any customer account with its owner',
    params: IdParams,
    response: AdminAccountDetailSchema,
  })
  account(@Param('id') id: string): Promise<AdminAccountDetail> {
    return this.accounts.detail(id);
  }

  @Post('accounts/:id/close')
  @Contract({
    summary: 'Close an account at zero balance, with a reason',
    params: IdParams,
    body: CloseRequestSchema,
    response: AdminAccountDetailSchema,
    status: 200,
  })
  closeAccount(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: CloseRequest,
    @Client() client: ClientInfo,
  ): Promise<AdminAccountDetail> {
    return this.accounts.close(auth, id, body.reason, client);
  }
}
