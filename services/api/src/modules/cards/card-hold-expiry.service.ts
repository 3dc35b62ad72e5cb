import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { JobsService } from '../../platform/jobs/jobs.service';
import { expiredHolds, lockAuthorization } from './card-authorizations.queries';
import { CardMoney } from './card-money.service';

export const EXPIRE_HOLDS_JOB = 'cards.expire_holds';
/** How often the sweep runs: a hold goes back at most this long after its day. */
const SWEEP_EVERY_MS = 10 * 60_000;
const SWEEP_BATCH = 200;

/**
 * Holds whose clearing never came: after the bank's setting (days), the money goes back to the
 * customer. A chain of jobs, one sweep every ten minutes, each queuing the next.
 */
@Injectable()
export class CardHoldExpiry implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly money: CardMoney,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.repeat(EXPIRE_HOLDS_JOB, SWEEP_EVERY_MS, async (tx) => {
      await this.expireIn(tx, new Date());
    });
  }

  /** Releases every hold due by `now` (tests pass a later time); answers how many. */
  expireDue(now: Date): Promise<number> {
    return this.db.transaction((tx) => this.expireIn(tx, now));
  }

  private async expireIn(tx: EntityManager, now: Date): Promise<number> {
    let count = 0;
    for (const { id } of await expiredHolds(tx, now, SWEEP_BATCH)) {
      const auth = await lockAuthorization(tx, id);
      if (auth?.status !== 'held') continue;
      await this.money.release(tx, auth, 'expired');
      count += 1;
    }
    return count;
  }
}
