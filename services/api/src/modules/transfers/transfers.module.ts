import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  DailyOutgoing,
  Payee,
  Transfer,
  TransferSchedule,
  TransferSettingsRow,
} from './transfers.entities';
import { LedgerModule } from '../ledger/ledger.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { PinService } from './pin.service';
import { RecipientsService } from './recipients.service';
import { SchedulesService } from './schedules.service';
import { TransferContexts } from './transfer-context';
import { TransferEngine } from './transfer-engine.service';
import { TransferPolicyService } from './transfer-policy.service';
import { TransferReviewController } from './transfer-review.controller';
import { TransferReviewService } from './transfer-review.service';
import { TransfersController } from './transfers.controller';
import { TransfersService } from './transfers.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      DailyOutgoing,
      Payee,
      Transfer,
      TransferSchedule,
      TransferSettingsRow,
    ]),
    LedgerModule,
    TransactionsModule,
  ],
  controllers: [TransfersController, TransferReviewController],
  providers: [
    PinService,
    RecipientsService,
    SchedulesService,
    TransferContexts,
    TransferEngine,
    TransferPolicyService,
    TransferReviewService,
    TransfersService,
  ],
  exports: [PinService, TransferPolicyService, TransferEngine, TransferReviewService],
})
export class TransfersModule {}
