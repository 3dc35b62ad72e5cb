import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LedgerModule } from '../ledger/ledger.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { UsersModule } from '../users/users.module';
import { TransferContexts } from './data/transfer-context.queries';
import { TransferMoves } from './lifecycle/transfer-moves.service';
import { TransferRecords } from './lifecycle/transfer-records.service';
import { TransferTransitions } from './lifecycle/transfer-transitions.service';
import { PayeeAdditions } from './payees/payee-additions.service';
import { PayeeChecks } from './payees/payee-checks.service';
import { PayeesController } from './payees/payees.controller';
import { PayeesService } from './payees/payees.service';
import { PinResetStart } from './pin/pin-reset.service';
import { PinUnlock } from './pin/pin-unlock.service';
import { PinController } from './pin/pin.controller';
import { PinService } from './pin/pin.service';
import { RecipientWindows } from './recipient-windows.service';
import { RecipientsService } from './recipients.service';
import { ScheduledRequests } from './requests/scheduled-requests.service';
import { TransferAuthorisation } from './requests/transfer-authorisation.service';
import { TransferCodes } from './requests/transfer-codes.service';
import { TransferRequests } from './requests/transfer-requests.service';
import { ScheduleCodes } from './schedules/schedule-codes.service';
import { ScheduleRuns } from './schedules/schedule-runs.service';
import { SchedulesController } from './schedules/schedules.controller';
import { SchedulesService } from './schedules/schedules.service';
import { CLEARING_NETWORK, SimulatedClearingNetwork } from './settlement/clearing-network';
import { TransferSettlement } from './settlement/transfer-settlement.service';
import { StartPlanner } from './start/start-planner.service';
import { TransferStart } from './start/transfer-start.service';
import { TransferNotices } from './transfer-notices';
import { TransferPolicyService } from './transfer-policy.service';
import { TransferReviewController } from './transfer-review.controller';
import { TransferReviewService } from './transfer-review.service';
import { TransfersController } from './transfers.controller';
import {
  DailyOutgoing,
  Payee,
  RecipientWindow,
  Transfer,
  TransferSchedule,
  TransferSettingsRow,
} from './transfers.entities';
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
  controllers: [
    TransfersController,
    SchedulesController,
    PinController,
    TransferReviewController,
    PayeesController,
  ],
  providers: [
    PayeesService,
    PayeeChecks,
    PayeeAdditions,
    PinService,
    PinResetStart,
    PinUnlock,
    RecipientWindows,
    RecipientsService,
    SchedulesService,
    ScheduleCodes,
    ScheduleRuns,
    TransferRequests,
    TransferAuthorisation,
    ScheduledRequests,
    TransferCodes,
    TransferContexts,
    TransferStart,
    StartPlanner,
    TransferMoves,
    TransferRecords,
    TransferTransitions,
    TransferSettlement,
    // A deployment binds its clearing network here; the demo and tests answer like a bank would.
    { provide: CLEARING_NETWORK, useClass: SimulatedClearingNetwork },
    TransferNotices,
    TransferPolicyService,
    TransferReviewService,
    TransfersService,
  ],
  exports: [
    PinService,
    TransferPolicyService,
    TransferNotices,
    TransferReviewService,
    TransfersService,
  ],
})
export class TransfersModule {}
