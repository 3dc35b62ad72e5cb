import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { CustomerVerification } from '../kyc/customer-verification.service';
import { KycModule } from '../kyc/kyc.module';
import { LedgerModule } from '../ledger/ledger.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { TransfersModule } from '../transfers/transfers.module';
import { UsersModule } from '../users/users.module';
import { AchBackOffice } from './ach-back-office.service';
import { AchBillPayments } from './ach-bill-payments.service';
import { AchClock } from './ach-clock';
import { AchFiles } from './ach-files.service';
import { AchInvariants } from './ach-invariants';
import { AchLifecycle } from './ach-lifecycle.service';
import { ACH_NETWORK } from './ach-network';
import { AchOutcomes } from './ach-outcomes.service';
import { AchSettlement } from './ach-settlement.service';
import { AchTransfersController } from './ach-transfers.controller';
import { AchTransfers } from './ach-transfers.service';
import { AchBatchEntity, AchEntryEntity, LinkedAccountEntity } from './ach.entities';
import { AdminAchController } from './admin-ach.controller';
import { CUSTOMER_VERIFICATION } from './customer-verification.port';
import { LinkSetup } from './link-setup.service';
import { LinkVerification } from './link-verification.service';
import { LinkedAccountsController } from './linked-accounts.controller';
import { LinkedAccountsService } from './linked-accounts.service';
import { PullLimits } from './pull-limits.service';
import { SimulatedAchNetwork } from './sim/simulated-ach-network';

/**
 * Money in and out through accounts at other banks (ACH): linking and verifying them, pulls and
 * pushes, the NACHA files, the network's settlement and returns (ADR 0010). The demo and the tests
 * bind the simulated network; a deployment binds its own to ACH_NETWORK.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([LinkedAccountEntity, AchBatchEntity, AchEntryEntity]),
    AccountsModule,
    KycModule,
    LedgerModule,
    NotificationsModule,
    TransactionsModule,
    TransfersModule,
    UsersModule,
  ],
  controllers: [LinkedAccountsController, AchTransfersController, AdminAchController],
  providers: [
    AchClock,
    AchOutcomes,
    AchLifecycle,
    AchBillPayments,
    PullLimits,
    AchInvariants,
    AchFiles,
    AchSettlement,
    AchTransfers,
    AchBackOffice,
    LinkSetup,
    LinkVerification,
    LinkedAccountsService,
    { provide: ACH_NETWORK, useClass: SimulatedAchNetwork },
    { provide: CUSTOMER_VERIFICATION, useExisting: CustomerVerification },
  ],
  // Bill pay (modules/billpay) sends its payments through AchBillPayments and hears their
  // settlement and returns through AchOutcomes.
  exports: [AchClock, AchBillPayments, AchOutcomes],
})
export class AchModule {}
