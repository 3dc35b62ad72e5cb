import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityService } from './activity.service';
import { HistoryExportService } from './history-export.service';
import { HistoryQueries } from './history.queries';
import { InsightsController } from './insights.controller';
import { InsightsService } from './insights.service';
import { LineLabelsService } from './line-labels.service';
import { TransactionLine } from './transaction.entity';
import { TransactionsController } from './transactions.controller';
import { TransactionsService } from './transactions.service';

@Module({
  imports: [TypeOrmModule.forFeature([TransactionLine])],
  controllers: [TransactionsController, InsightsController],
  providers: [
    ActivityService,
    TransactionsService,
    HistoryExportService,
    HistoryQueries,
    LineLabelsService,
    InsightsService,
  ],
  exports: [ActivityService, TransactionsService, LineLabelsService],
})
export class TransactionsModule {}
