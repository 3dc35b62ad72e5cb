import { Controller, Get, Query } from '@nestjs/common';
import { TransactionPageSchema, TransactionQuerySchema } from '@vaultline/contracts';
import type { TransactionPage, TransactionQuery } from '@vaultline/contracts';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { TransactionsService } from './transactions.service';

@Controller('transactions')
export class TransactionsController {
  constructor(private readonly transactions: TransactionsService) {}

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
}
