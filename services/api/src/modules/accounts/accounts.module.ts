import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';
import { BalanceHistoryController } from './balance-history.controller';
import { BalanceHistoryService } from './balance-history.service';

@Module({
  imports: [LedgerModule, TransactionsModule],
  controllers: [AccountsController, BalanceHistoryController],
  providers: [AccountsService, BalanceHistoryService],
  exports: [AccountsService],
})
export class AccountsModule {}
