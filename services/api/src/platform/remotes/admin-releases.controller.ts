import { Controller, Get } from '@nestjs/common';
import { ReleasesOverviewSchema } from '@vaultline/contracts';
import type { ReleasesOverview } from '@vaultline/contracts';
import { StaffOnly } from '../http/access.decorator';
import { Contract } from '../http/contract.decorator';
import { RemotesService } from './remotes.service';

/** The back office's read-only Releases page: releases change only through the release tooling. */
@Controller('admin/releases')
@StaffOnly()
export class AdminReleasesController {
  constructor(private readonly remotes: RemotesService) {}

  @Get()
  @Contract({
    summary: 'Each remote: live, canary, known-good releases and history',
    response: ReleasesOverviewSchema,
  })
  async overview(): Promise<ReleasesOverview> {
    return { remotes: await this.remotes.overview() };
  }
}
