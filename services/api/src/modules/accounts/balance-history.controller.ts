import { Controller, Get, Param, Query } from '@nestjs/common';
import { z } from 'zod';
import { BalanceHistoryQuerySchema, BalanceHistorySchema, UuidSchema } from '@vaultline/contracts';
import type { BalanceHistory, BalanceHistoryQuery } from '@vaultline/contracts';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { BalanceHistoryService } from './balance-history.service';

const AccountParams = z.strictObject({ id: UuidSchema });

@Controller('accounts')
export class BalanceHistoryController {
  constructor(private readonly balances: BalanceHistoryService) {}

  @Get(':id/balance-history')
  @Contract({
    summary: "One of your accounts' closing balance per day (UTC), from the ledger",
    params: AccountParams,
    query: BalanceHistoryQuerySchema,
    response: BalanceHistorySchema,
  })
  get(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Query() query: BalanceHistoryQuery,
  ): Promise<BalanceHistory> {
    return this.balances.history(auth.user.id, id, query);
  }
}
