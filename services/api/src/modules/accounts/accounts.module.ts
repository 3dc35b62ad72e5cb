import { Module } from '@nestjs/common';
import { DRAWN_FIGURES } from '../../platform/web/drawn-figures';
import { LedgerModule } from '../ledger/ledger.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { AccountsDrawnFigures } from './accounts-drawn-figures';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';
import { BalanceHistoryController } from './balance-history.controller';
import { BalanceHistoryService } from './balance-history.service';

@Module({
  imports: [LedgerModule, TransactionsModule],
  controllers: [AccountsController, BalanceHistoryController],
  providers: [
    AccountsService,
    BalanceHistoryService,
    { provide: DRAWN_FIGURES, useClass: AccountsDrawnFigures },
  ],
  exports: [AccountsService, DRAWN_FIGURES],
})
export class AccountsModule {}
