import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { AchModule } from '../ach/ach.module';
import { KycModule } from '../kyc/kyc.module';
import { LedgerModule } from '../ledger/ledger.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { TransfersModule } from '../transfers/transfers.module';
import { UsersModule } from '../users/users.module';
import { AdminCheckDepositsController } from './admin-check-deposits.controller';
import { CheckDepositInvariants } from './check-deposit-invariants';
import { CheckDepositLifecycle } from './check-deposit-lifecycle.service';
import { CheckDepositReview } from './check-deposit-review.service';
import { CheckDepositsController } from './check-deposits.controller';
import { CheckDepositEntity, CheckImageEntity } from './check-deposits.entities';
import { CheckDeposits } from './check-deposits.service';
import { CheckImageCodec } from './check-image';
import { CheckPhotos } from './check-photos.service';

/**
 * Mobile check deposit (issue 38, part 2): photos re-encoded and kept append-only, the deposit with
 * its limits and one-deposit-per-check rule, staff review (two approvers above a threshold), the
 * next-day part and the hold (business days on the ACH calendar), and checks that come back unpaid.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([CheckImageEntity, CheckDepositEntity]),
    AccountsModule,
    AchModule,
    KycModule,
    LedgerModule,
    NotificationsModule,
    TransactionsModule,
    TransfersModule,
    UsersModule,
  ],
  controllers: [CheckDepositsController, AdminCheckDepositsController],
  providers: [
    CheckImageCodec,
    CheckDepositLifecycle,
    CheckPhotos,
    CheckDeposits,
    CheckDepositReview,
    CheckDepositInvariants,
  ],
})
export class DepositsModule {}
