import { Controller, Get, Query } from '@nestjs/common';
import { InsightsQuerySchema, InsightsSchema } from '@vaultline/contracts';
import type { Insights, InsightsQuery } from '@vaultline/contracts';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { InsightsService } from './insights.service';

@Controller('insights')
export class InsightsController {
  constructor(private readonly insights: InsightsService) {}

  @Get()
  @Contract({
    summary:
      'Your income and spending per calendar month (UTC), with spending by category: completed lines only, transfers between your own accounts left out',
    query: InsightsQuerySchema,
    response: InsightsSchema,
  })
  get(@CurrentUser() auth: AuthContext, @Query() query: InsightsQuery): Promise<Insights> {
    return this.insights.months(auth.user.id, query);
  }
}
