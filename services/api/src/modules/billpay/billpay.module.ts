import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { AchModule } from '../ach/ach.module';
import { IdentityModule } from '../identity/identity.module';
import { KycModule } from '../kyc/kyc.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { BillPaymentRuns } from './bill-payment-runs.service';
import { BillPaymentSeriesController, BillPaymentsController } from './bill-payments.controller';
import { BillPayments } from './bill-payments.service';
import { BillerAdditions } from './biller-additions.service';
import { BillersDirectory } from './billers-directory.service';
import { BillersController } from './billers.controller';
import { BillPaymentEntity, BillSeriesEntity, CustomerBillerEntity } from './billpay.entities';

/**
 * Bill pay (issue 38, part 3; ADR 0012): the operator's billers directory, the billers a customer
 * added (step-up once each), and payments to them now, on a day or monthly. Each payment goes out
 * as an ACH credit through the ach module (AchBillPayments), which tells bill pay what became of
 * it (AchOutcomes). Owns customer_billers, bill_series and bill_payments.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([CustomerBillerEntity, BillSeriesEntity, BillPaymentEntity]),
    AccountsModule,
    AchModule,
    IdentityModule,
    KycModule,
    NotificationsModule,
  ],
  controllers: [BillersController, BillPaymentsController, BillPaymentSeriesController],
  providers: [BillersDirectory, BillerAdditions, BillPayments, BillPaymentRuns],
})
export class BillPayModule {}
