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
import { AdjustmentsService } from './ledger-ops/adjustments.service';
import { AdminApprovalsController } from './approvals/admin-approvals.controller';
import { AdminAccountsService } from './ledger-ops/admin-accounts.service';
import { AdminAuditService } from './platform/admin-audit.service';
import { AdminLedgerController } from './ledger-ops/admin-ledger.controller';
import { AdminPlatformController } from './platform/admin-platform.controller';
import { AdminSecurityService } from './settings/admin-security.service';
import { AdminSettingsService } from './settings/admin-settings.service';
import { AdminTransferSettingsService } from './settings/admin-transfer-settings.service';
import { TemporaryPasswordsService } from './settings/temporary-passwords.service';
import { AdminUsersController } from './users/admin-users.controller';
import { AdminOverviewService } from './overview/admin-overview.service';
import { AdminUserClosingService } from './users/admin-user-closing.service';
import { AdminUsersService } from './users/admin-users.service';
import { UserChangeApplier } from './users/user-change-applier';
import { CHANGE_APPLIERS } from './approvals/change-appliers';
import type { ChangeApplier } from './approvals/change-request.types';
import { ChangeApprovalsService } from './approvals/change-approvals.service';
import { ChangeRequestsService } from './approvals/change-requests.service';
import { TransactionOpsService } from './ledger-ops/transaction-ops.service';

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
    AdminOverviewService,
    AdminUserClosingService,
    AdminUsersService,
    ChangeApprovalsService,
    ChangeRequestsService,
    TemporaryPasswordsService,
    TransactionOpsService,
    UserChangeApplier,
    {
      // Who applies an approved change of each kind: the approvals see only this list.
      provide: CHANGE_APPLIERS,
      useFactory: (...appliers: ChangeApplier[]): ChangeApplier[] => appliers,
      inject: [AdminSettingsService, AdminTransferSettingsService, UserChangeApplier],
    },
  ],
})
export class AdminModule {}
