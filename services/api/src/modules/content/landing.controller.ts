import { Controller, Get, Header, Inject } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LandingContentSchema } from '@vaultline/contracts';
import type { LandingContent } from '@vaultline/contracts';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Public } from '../../platform/http/access.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import { countLiveStat, LIVE_STATS } from './landing.queries';
import type { OperatorContent } from './operator-content';
import { operatorContentOf } from './operator-content-of';

const count = new Intl.NumberFormat('en-US');

/** How long the live figures are reused before they are counted again. */
export const LIVE_STATS_TTL_MS = 30_000;

interface LiveStat {
  label: string;
  value: string;
  source: 'live';
}

@Controller('platform/landing')
export class LandingController {
  private readonly content: OperatorContent;
  private counted: { at: number; figures: Promise<LiveStat[]> } | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.content = operatorContentOf(config.contentFile);
  }

  @Get()
  @Public()
  @Header('Cache-Control', 'public, max-age=60')
  @Contract({
    summary: 'Landing page content: live figures and the operator content',
    response: LandingContentSchema,
  })
  async landing(): Promise<LandingContent> {
    const live = await this.liveStats();
    const operator = this.content.stats.map((stat) => ({ ...stat, source: 'operator' as const }));
    return { ...this.content, stats: [...live, ...operator] };
  }

  /**
   * The live figures, counted at most once per LIVE_STATS_TTL_MS in this process (anonymous
   * visitors cannot make the database count on every request); concurrent requests share one count.
   */
  private liveStats(): Promise<LiveStat[]> {
    const now = Date.now();
    if (!this.counted || now - this.counted.at >= LIVE_STATS_TTL_MS) {
      const figures = this.countLive();
      this.counted = { at: now, figures };
      figures.catch(() => {
        if (this.counted?.figures === figures) this.counted = null;
      });
    }
    return this.counted.figures;
  }

  private countLive(): Promise<LiveStat[]> {
    return Promise.all(
      LIVE_STATS.map(async ({ label, sql }) => {
        const n = await countLiveStat(this.db, sql);
        return { label, value: count.format(Number(n)), source: 'live' as const };
      }),
    );
  }
}
