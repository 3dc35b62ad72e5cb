import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import type { AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { HealthModule } from './platform/health/health.module';
import { AccessGuard } from './platform/http/access.guard';
import { ContractInterceptor } from './platform/http/contract.interceptor';
import { ErrorFilter } from './platform/http/error.filter';
import { OpenApiModule } from './platform/openapi/openapi.module';
import { RemotesModule } from './platform/remotes/remotes.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(config), HealthModule, OpenApiModule, RemotesModule],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_INTERCEPTOR, useClass: ContractInterceptor },
        { provide: APP_FILTER, useClass: ErrorFilter },
      ],
    };
  }
}
