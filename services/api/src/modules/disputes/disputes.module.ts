import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { CardsModule } from '../cards/cards.module';
import { LedgerModule } from '../ledger/ledger.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { TransfersModule } from '../transfers/transfers.module';
import { UsersModule } from '../users/users.module';
import { AdminDisputesController } from './admin-disputes.controller';
import { DisputeClockJob } from './dispute-clock.job';
import { DisputeInvariants } from './dispute-invariants';
import { DisputeLifecycle } from './dispute-lifecycle.service';
import { DisputeReview } from './dispute-review.service';
import { DisputeSubjects } from './dispute-subjects';
import { DisputesController } from './disputes.controller';
import { DisputeAttachmentEntity, DisputeEntity, DisputeEventEntity } from './disputes.entities';
import { Disputes } from './disputes.service';

/**
 * Disputes under Regulation E (issue 39, part 2): card payments and transfers a customer says are
 * wrong, on the regulation's clock (business days, federal holidays), provisional credits and
 * their reversal after notice, the staff queue with two approvers above a threshold, chargebacks
 * to the card network.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([DisputeAttachmentEntity, DisputeEntity, DisputeEventEntity]),
    AccountsModule,
    CardsModule,
    LedgerModule,
    NotificationsModule,
    TransactionsModule,
    TransfersModule,
    UsersModule,
  ],
  controllers: [DisputesController, AdminDisputesController],
  providers: [
    DisputeSubjects,
    DisputeLifecycle,
    Disputes,
    DisputeReview,
    DisputeClockJob,
    DisputeInvariants,
  ],
})
export class DisputesModule {}
