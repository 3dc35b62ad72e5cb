import { Controller, Get, Inject } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CommonErrorCode, HealthResponse, HealthResponseSchema } from '@vaultline/contracts';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Public } from '../http/access.decorator';
import { AppException } from '../http/app.exception';
import { Contract } from '../http/contract.decorator';
import { sqlRun } from '../database/sql';

@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 200 when the API can reach its database; 503 otherwise. */
  @Get()
  @Public()
  @Contract({ summary: 'Liveness and database reachability', response: HealthResponseSchema })
  async health(): Promise<HealthResponse> {
    try {
      await sqlRun(this.db, 'SELECT 1');
    } catch {
      throw new AppException(
        503,
        CommonErrorCode.SERVICE_UNAVAILABLE,
        'The database is not reachable.',
      );
    }
    return {
      status: 'ok',
      database: this.config.database.kind,
      uptimeS: Math.floor(process.uptime()),
    };
  }
}
