import { Controller, Get, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  TransactionExportQuerySchema,
  TransactionPageSchema,
  TransactionQuerySchema,
} from '@vaultline/contracts';
import type {
  TransactionExportQuery,
  TransactionPage,
  TransactionQuery,
} from '@vaultline/contracts';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { HistoryExportService } from './history-export.service';
import { TransactionsService } from './transactions.service';

@Controller('transactions')
export class TransactionsController {
  constructor(
    private readonly transactions: TransactionsService,
    private readonly exports: HistoryExportService,
  ) {}

  @Get()
  @Contract({
    summary: 'Your history across accounts (or one account): search, filter, sort, pages',
    query: TransactionQuerySchema,
    response: TransactionPageSchema,
  })
  list(
    @CurrentUser() auth: AuthContext,
    @Query() query: TransactionQuery,
  ): Promise<TransactionPage> {
    return this.transactions.page(auth.user.id, query);
  }

  @Get('export')
  @Contract({
    summary: 'Your history for the same filters as the list, every matching line, as CSV',
    query: TransactionExportQuerySchema,
  })
  async export(
    @CurrentUser() auth: AuthContext,
    @Query() query: TransactionExportQuery,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.exports.file(auth.user.id, query);
    await reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  }
}
