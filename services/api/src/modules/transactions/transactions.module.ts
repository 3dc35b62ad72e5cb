import { Module } from '@nestjs/common';
import { ActivityService } from './activity.service';
import { TransactionsController } from './transactions.controller';
import { TransactionsService } from './transactions.service';

@Module({
  controllers: [TransactionsController],
  providers: [ActivityService, TransactionsService],
  exports: [ActivityService, TransactionsService],
})
export class TransactionsModule {}
