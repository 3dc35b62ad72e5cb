import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { addBusinessDays } from './ach-calendar';

/** The ACH network's calendar as configured (ACH_BUSINESS_DAY_MS): when n business days from now end. */
@Injectable()
export class AchClock {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  afterBusinessDays(days: number, from = new Date()): Date {
    return addBusinessDays(from, days, this.config.achBusinessDayMs);
  }
}
