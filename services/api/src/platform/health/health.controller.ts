import { Controller, Get, Inject, Req } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import {
  CommonErrorCode,
  HealthResponseSchema,
  LivenessResponseSchema,
  ReadinessResponseSchema,
} from '@vaultline/contracts';
import type {
  HealthResponse,
  LivenessResponse,
  ReadinessChecks,
  ReadinessResponse,
} from '@vaultline/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MIGRATIONS } from '../database/migrations';
import { Public } from '../http/access.decorator';
import { AppException } from '../http/app.exception';
import { Contract } from '../http/contract.decorator';
import { presentsOpsToken } from '../http/ops-token';
import { JobsService } from '../jobs/jobs.service';
import { buildInfo } from './build-info';
import { appliedMigrationNames, pingDatabase } from './health.queries';

/** How long a client (or a load balancer) should wait before asking a unready instance again. */
const NOT_READY_RETRY_AFTER_S = 5;

@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
  ) {}

  /** Read at start-up (it may ask git), not in the first request that needs it. */
  private readonly build = buildInfo();

  /** 200 when the API can reach its database; 503 otherwise. */
  @Get()
  @Public()
  @Contract({ summary: 'Liveness and database reachability', response: HealthResponseSchema })
  async health(): Promise<HealthResponse> {
    if ((await this.databaseState()) !== 'ok') {
      throw new AppException(
        503,
        CommonErrorCode.SERVICE_UNAVAILABLE,
        'The database is not reachable.',
        {
          retryAfterS: NOT_READY_RETRY_AFTER_S,
        },
      );
    }
    return {
      status: 'ok',
      database: this.config.database.kind,
      uptimeS: Math.floor(process.uptime()),
    };
  }

  /**
   * The process is up (for restarts): asks nothing of the database. The version, commit and uptime
   * for the ops token only: to anyone else they say which published flaws to try and when it restarted.
   */
  @Get('live')
  @Public()
  @Contract({
    summary:
      'Liveness: the process serves requests (version, commit and uptime with the ops token)',
    response: LivenessResponseSchema,
  })
  live(@Req() request: FastifyRequest): LivenessResponse {
    if (!presentsOpsToken(request, this.config.opsToken)) return { status: 'ok' };
    return { status: 'ok', ...this.build, uptimeS: Math.floor(process.uptime()) };
  }

  /**
   * Ready for traffic (for load balancers): database reachable, migrations current, jobs runner
   * alive. The HTTP code is the answer; which check fails, the version and the commit are for the
   * ops token only.
   */
  @Get('ready')
  @Public()
  @Contract({
    summary:
      'Readiness: database reachable, migrations current, jobs runner alive (503 when not; the checks, version and commit with the ops token)',
    response: ReadinessResponseSchema,
  })
  async ready(@Req() request: FastifyRequest): Promise<ReadinessResponse> {
    const ops = presentsOpsToken(request, this.config.opsToken);
    const database = await this.databaseState();
    const checks: ReadinessChecks = {
      database,
      migrations: database === 'ok' ? await this.migrationsState() : 'failing',
      jobs: this.jobs.runnerState(),
    };
    if (Object.values(checks).some((state) => state === 'failing')) {
      throw new AppException(
        503,
        CommonErrorCode.SERVICE_UNAVAILABLE,
        'This instance is not ready.',
        ops
          ? { checks, retryAfterS: NOT_READY_RETRY_AFTER_S }
          : { retryAfterS: NOT_READY_RETRY_AFTER_S },
      );
    }
    if (!ops) return { status: 'ok' };
    return { status: 'ok', ...this.build, database: this.config.database.kind, checks };
  }

  private async databaseState(): Promise<'ok' | 'failing'> {
    try {
      await pingDatabase(this.db);
      return 'ok';
    } catch {
      return 'failing';
    }
  }

  /** Every migration this build knows has run (a newer one, from a newer instance, is fine). */
  private async migrationsState(): Promise<'ok' | 'failing'> {
    try {
      const applied = new Set(await appliedMigrationNames(this.db));
      return MIGRATIONS.every((migration) => applied.has(migration.name)) ? 'ok' : 'failing';
    } catch {
      return 'failing';
    }
  }
}
