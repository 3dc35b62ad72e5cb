import { Controller, Get, Header, Inject } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LandingContent, LandingContentSchema } from '@vaultline/contracts';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Public } from '../../platform/http/access.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import { DEMO_CONTENT } from './demo-content';
import { OperatorContent, readOperatorContent } from './operator-content';
import { sqlRows } from '../../platform/database/sql';

const count = new Intl.NumberFormat('en-US');

/** Live figures, counted now. Each query is one indexed count; the landing page caches for a minute. */
const LIVE_STATS: Array<{ label: string; sql: string }> = [
  {
    label: 'Customers',
    sql: "SELECT count(*) AS n FROM users WHERE role = 'customer' AND status = 'active' AND email_verified_at IS NOT NULL",
  },
  {
    label: 'Accounts open',
    sql: "SELECT count(*) AS n FROM ledger_accounts WHERE kind = 'customer' AND status = 'active'",
  },
  {
    label: 'Transfers completed',
    sql: "SELECT count(*) AS n FROM transfers WHERE status = 'completed'",
  },
];

@Controller('platform/landing')
export class LandingController {
  private readonly content: OperatorContent;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.content = config.contentFile ? readOperatorContent(config.contentFile) : DEMO_CONTENT;
  }

  @Get()
  @Public()
  @Header('Cache-Control', 'public, max-age=60')
  @Contract({
    summary: 'Landing page content: live figures and the operator content',
    response: LandingContentSchema,
  })
  async landing(): Promise<LandingContent> {
    const live = await Promise.all(
      LIVE_STATS.map(async ({ label, sql }) => {
        const [row] = await sqlRows<{ n: string }>(this.db, sql);
        return { label, value: count.format(Number(row.n)), source: 'live' as const };
      }),
    );
    const operator = this.content.stats.map((stat) => ({ ...stat, source: 'operator' as const }));
    return { ...this.content, stats: [...live, ...operator] };
  }
}
