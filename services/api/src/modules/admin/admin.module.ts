import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { KycModule } from '../kyc/kyc.module';
import { LedgerModule } from '../ledger/ledger.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SupportModule } from '../support/support.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { TransfersModule } from '../transfers/transfers.module';
import { UsersModule } from '../users/users.module';
import {
  AdjustmentRequest,
  BankSettingsRow,
  ChangeRequest,
  StaffAdjustmentTotal,
} from './admin.entities';
import { AdminApprovalsController } from './approvals/admin-approvals.controller';
import { CHANGE_APPLIERS } from './approvals/change-appliers';
import { ChangeApprovalsService } from './approvals/change-approvals.service';
import type { ChangeApplier } from './approvals/change-request.types';
import { ChangeRequestsService } from './approvals/change-requests.service';
import { AdjustmentsService } from './ledger-ops/adjustments.service';
import { AdminAccountsService } from './ledger-ops/admin-accounts.service';
import { AdminLedgerController } from './ledger-ops/admin-ledger.controller';
import { TransactionOpsService } from './ledger-ops/transaction-ops.service';
import { AdminOverviewService } from './overview/admin-overview.service';
import { AdminAuditService } from './platform/admin-audit.service';
import { AdminPlatformController } from './platform/admin-platform.controller';
import { AdminSecurityService } from './settings/admin-security.service';
import { AdminSettingsService } from './settings/admin-settings.service';
import { AdminTransferSettingsService } from './settings/admin-transfer-settings.service';
import { TemporaryPasswordsService } from './settings/temporary-passwords.service';
import { AdminUserClosingService } from './users/admin-user-closing.service';
import { AdminUserSecurityController } from './users/admin-user-security.controller';
import { AdminUsersController } from './users/admin-users.controller';
import { AdminUsersService } from './users/admin-users.service';
import { CustomerSecurityService } from './users/customer-security.service';
import { SecondFactorResetApplier } from './users/second-factor-reset.applier';
import { UserChangeApplier } from './users/user-change-applier';

/**
 * The staff back office: every route staff-only, every mutation audited, two-person control on what
 * one staff member could abuse alone.
 *
 * One folder per concern: overview/ (the dashboard's cross-table counts), users/, approvals/
 * (change requests and the maker-checker rules), ledger-ops/ (adjustments, transaction
 * corrections, accounts), settings/ (bank and transfer settings, password resets), platform/
 * (settings and audit routes). Each folder's SQL is in its *.queries.ts. No provider is exported:
 * no other module injects the back office (the statements module's staff routes import only the
 * staffActor helper).
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
    KycModule,
    LedgerModule,
    NotificationsModule,
    SupportModule,
    TransactionsModule,
    TransfersModule,
    UsersModule,
  ],
  controllers: [
    AdminUsersController,
    AdminLedgerController,
    AdminPlatformController,
    AdminApprovalsController,
    AdminUserSecurityController,
  ],
  providers: [
    AdminOverviewService,
    CustomerSecurityService,
    SecondFactorResetApplier,
    AdminUsersService,
    AdminUserClosingService,
    UserChangeApplier,
    ChangeRequestsService,
    ChangeApprovalsService,
    AdjustmentsService,
    TransactionOpsService,
    AdminAccountsService,
    AdminSettingsService,
    AdminTransferSettingsService,
    AdminSecurityService,
    TemporaryPasswordsService,
    AdminAuditService,
    {
      // The appliers of approved changes, one per kind: the approvals see only this list.
      provide: CHANGE_APPLIERS,
      useFactory: (...appliers: ChangeApplier[]): ChangeApplier[] => appliers,
      inject: [
        AdminSettingsService,
        AdminTransferSettingsService,
        UserChangeApplier,
        SecondFactorResetApplier,
      ],
    },
  ],
})
export class AdminModule {}
