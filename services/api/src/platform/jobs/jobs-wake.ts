import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { listenForWake, notifyWake } from './jobs.queries';

/** At most one NOTIFY per this long from one instance: a burst of transfers wakes the runners once. */
const COALESCE_MS = 20;
/** How long a runner waits before it listens again after losing its connection. */
const RELISTEN_MS = 5_000;
/** How long the listener's connection may take to open. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Wake-ups across processes, on PostgreSQL (the embedded database has one process): the API's
 * replicas that run no jobs (JOBS_POLL_MS=0) NOTIFY after queuing one; the jobs processes LISTEN on
 * a connection of their own and run at once instead of at their next poll. A lost wake-up costs at
 * most one poll: the poller still runs.
 */
export class JobsWake {
  private readonly logger = new Logger('Jobs');
  private notifyTimer: NodeJS.Timeout | null = null;
  private listener: Client | null = null;
  private relistenTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly db: DataSource,
    private readonly appUrl: string,
  ) {}

  /** Tells the listening runners to look now (once per COALESCE_MS, however often called). */
  notify(): void {
    if (this.closed || this.notifyTimer) return;
    this.notifyTimer = setTimeout(() => {
      this.notifyTimer = null;
      notifyWake(this.db).catch((error: unknown) =>
        this.logger.warn(`Could not wake the jobs runners: ${(error as Error).message}`),
      );
    }, COALESCE_MS).unref();
  }

  /** Calls `onWake` on each NOTIFY, until closed; listens again after a lost connection. */
  async listen(onWake: () => void): Promise<void> {
    if (this.closed) return;
    const client = new Client({
      connectionString: this.appUrl,
      application_name: 'vaultline-jobs-wake',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // Held from the start, so that close() ends it even while it connects.
    this.listener = client;
    client.on('notification', onWake);
    client.on('error', (error) => this.listenLater(client, onWake, error));
    try {
      await client.connect();
      await listenForWake(client);
    } catch (error) {
      this.listenLater(client, onWake, error);
    }
  }

  /** No more wake-ups sent or heard. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.notifyTimer) clearTimeout(this.notifyTimer);
    if (this.relistenTimer) clearTimeout(this.relistenTimer);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  private listenLater(client: Client, onWake: () => void, error: unknown): void {
    if (this.listener === client) this.listener = null;
    void client.end().catch(() => undefined);
    if (this.closed || this.relistenTimer) return;
    this.logger.warn(`Not hearing wake-ups (${(error as Error).message}); listening again soon`);
    this.relistenTimer = setTimeout(() => {
      this.relistenTimer = null;
      void this.listen(onWake);
    }, RELISTEN_MS).unref();
  }
}
