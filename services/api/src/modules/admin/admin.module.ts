import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  AdjustmentRequest,
  BankSettingsRow,
  ChangeRequest,
  StaffAdjustmentTotal,
} from './admin.entities';
import { AccountsModule } from '../accounts/accounts.module';
import { LedgerModule } from '../ledger/ledger.module';
import { SupportModule } from '../support/support.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { TransfersModule } from '../transfers/transfers.module';
import { AdjustmentsService } from './adjustments.service';
import { AdminApprovalsController } from './admin-approvals.controller';
import { AdminAccountsService } from './admin-accounts.service';
import { AdminAuditService } from './admin-audit.service';
import { AdminLedgerController } from './admin-ledger.controller';
import { AdminPlatformController } from './admin-platform.controller';
import { AdminSecurityService } from './admin-security.service';
import { AdminSettingsService } from './admin-settings.service';
import { AdminTransferSettingsService } from './admin-transfer-settings.service';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { ChangeApprovalsService } from './change-approvals.service';
import { ChangeRequestsService } from './change-requests.service';
import { TransactionOpsService } from './transaction-ops.service';

/**
 * The staff back office: every route staff-only, every mutation audited, two-person control on what
 * one staff member could abuse alone.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      AdjustmentRequest,
      BankSettingsRow,
      ChangeRequest,
      StaffAdjustmentTotal,
    ]),
    AccountsModule,
    LedgerModule,
    SupportModule,
    TransactionsModule,
    TransfersModule,
  ],
  controllers: [
    AdminUsersController,
    AdminLedgerController,
    AdminPlatformController,
    AdminApprovalsController,
  ],
  providers: [
    AdjustmentsService,
    AdminAccountsService,
    AdminAuditService,
    AdminSecurityService,
    AdminSettingsService,
    AdminTransferSettingsService,
    AdminUsersService,
    ChangeApprovalsService,
    ChangeRequestsService,
    TransactionOpsService,
  ],
})
export class AdminModule {}
