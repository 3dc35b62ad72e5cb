import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { isoDay } from '../../platform/calendar/us-business-days';
import { JobsService } from '../../platform/jobs/jobs.service';
import { NotificationsService } from '../notifications/notifications.service';
import { UsersService } from '../users/users.service';
import { escalationHorizon } from './dispute-clock';
import { CLOCK, DisputeLifecycle } from './dispute-lifecycle.service';
import * as texts from './dispute-texts';
import { creditsDue, findDispute, reversalsDue, toEscalate } from './disputes.queries';

export const DISPUTE_CLOCK_JOB = 'disputes.clock';
/** How often the clock runs: a step is at most this late on its day. */
const EVERY_MS = 10 * 60_000;

/** What one run of the clock did. */
export interface ClockRun {
  credited: number;
  reversed: number;
  escalated: number;
}

/**
 * Regulation E's clock, run every ten minutes as a chain of jobs: provisional credits due today
 * are posted, denied disputes' credits are taken back on their day (after the 5 business days'
 * notice), and disputes due within 5 business days go to the top of the queue and every staff
 * member is told.
 */
@Injectable()
export class DisputeClockJob implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly lifecycle: DisputeLifecycle,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.repeat(DISPUTE_CLOCK_JOB, EVERY_MS, async (tx) => {
      await this.runIn(tx, new Date());
      return () => Promise.resolve(this.notifications.wake());
    });
  }

  /** One run as of `now` (tests pass a later day). */
  async run(now: Date): Promise<ClockRun> {
    const done = await this.db.transaction((tx) => this.runIn(tx, now));
    this.notifications.wake();
    return done;
  }

  private async runIn(tx: EntityManager, now: Date): Promise<ClockRun> {
    const today = isoDay(now);
    const run: ClockRun = { credited: 0, reversed: 0, escalated: 0 };
    for (const { id } of await creditsDue(tx, today)) {
      const row = await findDispute(tx, id, true);
      if (
        row &&
        Number(row.credited_minor) === 0 &&
        (row.status === 'open' || row.status === 'info_requested')
      ) {
        await this.lifecycle.credit(tx, row, true, CLOCK);
        run.credited += 1;
      }
    }
    for (const { id } of await reversalsDue(tx, today)) {
      const row = await findDispute(tx, id, true);
      if (row?.status === 'denied') {
        await this.lifecycle.reverse(tx, row, CLOCK);
        run.reversed += 1;
      }
    }
    run.escalated = await this.escalate(tx, now);
    return run;
  }

  private async escalate(tx: EntityManager, now: Date): Promise<number> {
    const due = await toEscalate(tx, escalationHorizon(now));
    if (due.length === 0) return 0;
    const staff = await this.users.staffIds(tx);
    for (const { id } of due) {
      const row = await findDispute(tx, id, true);
      if (!row) continue;
      const text = `Due by ${row.resolve_by}: raised to the top of the queue.`;
      await this.lifecycle.step(
        tx,
        row,
        { escalatedAt: now },
        { kind: 'escalated', text, staffOnly: true },
        null,
      );
      const notice = texts.escalatedNotice(row.id, row.counterparty, row.resolve_by);
      await this.notifications.notifyMany(
        tx,
        staff.map((userId) => ({ ...notice, userId })),
      );
    }
    return due.length;
  }
}
