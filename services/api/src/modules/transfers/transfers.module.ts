import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  DailyOutgoing,
  Payee,
  RecipientWindow,
  Transfer,
  TransferSchedule,
  TransferSettingsRow,
} from './transfers.entities';
import { LedgerModule } from '../ledger/ledger.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { UsersModule } from '../users/users.module';
import { PayeesController } from './payees.controller';
import { PayeesService } from './payees.service';
import { RecipientWindows } from './recipient-windows.service';
import { PinService } from './pin.service';
import { RecipientsService } from './recipients.service';
import { SchedulesService } from './schedules.service';
import { TransferContexts } from './transfer-context';
import { TransferEngine } from './transfer-engine.service';
import { TransferNotices } from './transfer-notices';
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
      RecipientWindow,
      Transfer,
      TransferSchedule,
      TransferSettingsRow,
    ]),
    LedgerModule,
    NotificationsModule,
    TransactionsModule,
    UsersModule,
  ],
  controllers: [TransfersController, TransferReviewController, PayeesController],
  providers: [
    PayeesService,
    PinService,
    RecipientWindows,
    RecipientsService,
    SchedulesService,
    TransferContexts,
    TransferEngine,
    TransferNotices,
    TransferPolicyService,
    TransferReviewService,
    TransfersService,
  ],
  exports: [
    PinService,
    TransferPolicyService,
    TransferEngine,
    TransferNotices,
    TransferReviewService,
  ],
})
export class TransfersModule {}
