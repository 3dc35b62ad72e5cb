import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { AccountsModule } from './modules/accounts/accounts.module';
import { AchModule } from './modules/ach/ach.module';
import { AdminModule } from './modules/admin/admin.module';
import { BillPayModule } from './modules/billpay/billpay.module';
import { CardsModule } from './modules/cards/cards.module';
import { ContentModule } from './modules/content/content.module';
import { DemoModule } from './modules/demo/demo.module';
import { DepositsModule } from './modules/deposits/deposits.module';
import { DisputesModule } from './modules/disputes/disputes.module';
import { IdentityModule } from './modules/identity/identity.module';
import { KycModule } from './modules/kyc/kyc.module';
import { LedgerModule } from './modules/ledger/ledger.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { ProfileModule } from './modules/profile/profile.module';
import { StatementsModule } from './modules/statements/statements.module';
import { SupportModule } from './modules/support/support.module';
import { TransactionsModule } from './modules/transactions/transactions.module';
import { TransfersModule } from './modules/transfers/transfers.module';
import { UsersModule } from './modules/users/users.module';
import { AuditModule } from './platform/audit/audit.module';
import { AuthModule } from './platform/auth/auth.module';
import type { AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { HealthModule } from './platform/health/health.module';
import { AccessGuard } from './platform/http/access.guard';
import { ContractInterceptor } from './platform/http/contract.interceptor';
import { ErrorFilter } from './platform/http/error.filter';
import { IdempotencyModule } from './platform/idempotency/idempotency.module';
import { JobsModule } from './platform/jobs/jobs.module';
import { MailModule } from './platform/mail/mail.module';
import { MetricsModule } from './platform/metrics/metrics.module';
import { OpenApiModule } from './platform/openapi/openapi.module';
import { RemotesModule } from './platform/remotes/remotes.module';
import { ThrottleModule } from './platform/throttle/throttle.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(config),
        AuditModule,
        MetricsModule,
        MailModule,
        JobsModule,
        IdempotencyModule,
        ThrottleModule,
        AuthModule,
        IdentityModule,
        HealthModule,
        // The API reference is off in production unless the operator turns it on (API_DOCS=public).
        ...(config.apiDocs === 'public' ? [OpenApiModule] : []),
        RemotesModule,
        UsersModule,
        ProfileModule,
        KycModule,
        ContentModule,
        LedgerModule,
        TransactionsModule,
        AccountsModule,
        TransfersModule,
        AchModule,
        BillPayModule,
        DepositsModule,
        CardsModule,
        DisputesModule,
        SupportModule,
        StatementsModule,
        NotificationsModule,
        AdminModule,
        DemoModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_INTERCEPTOR, useClass: ContractInterceptor },
        { provide: APP_FILTER, useClass: ErrorFilter },
      ],
    };
  }
}
