import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionLine } from './transaction.entity';
import { ActivityService } from './activity.service';
import { InsightsController } from './insights.controller';
import { InsightsService } from './insights.service';
import { TransactionsController } from './transactions.controller';
import { TransactionsService } from './transactions.service';
import { HistoryQueries } from './history.queries';
import { LineLabelsService } from './line-labels.service';

@Module({
  imports: [TypeOrmModule.forFeature([TransactionLine])],
  controllers: [TransactionsController, InsightsController],
  providers: [
    ActivityService,
    TransactionsService,
    HistoryQueries,
    LineLabelsService,
    InsightsService,
  ],
  exports: [ActivityService, TransactionsService, LineLabelsService],
})
export class TransactionsModule {}
