import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { LedgerModule } from '../ledger/ledger.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { UsersModule } from '../users/users.module';
import { AdminStatementsController } from './admin-statements.controller';
import { StatementBuilderService } from './statement-builder.service';
import { StatementMonthEndService } from './statement-month-end.service';
import { StatementRenderService } from './statement-render.service';
import { StoredStatementRow } from './statement.entity';
import { StatementsController } from './statements.controller';
import { StatementsService } from './statements.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([StoredStatementRow]),
    AccountsModule,
    LedgerModule,
    TransactionsModule,
    UsersModule,
  ],
  controllers: [StatementsController, AdminStatementsController],
  providers: [
    StatementBuilderService,
    StatementMonthEndService,
    StatementRenderService,
    StatementsService,
  ],
  exports: [StatementsService],
})
export class StatementsModule {}
