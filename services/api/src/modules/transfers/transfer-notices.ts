import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { TransferStatus } from '@vaultline/contracts';
import { JobsService } from '../../platform/jobs/jobs.service';
import { NotificationsService } from '../notifications/notifications.service';
import { registeredName, UsersService } from '../users/users.service';
import { readOneStarted, readStarted } from './data/transfer-notices.queries';
import type { StartedRow } from './data/transfer-notices.queries';
import { recipientNotice, senderNotice, sentence, toldOf } from './transfer-notice-texts';
import type { SenderNews, Told } from './transfer-notice-texts';
import type { TransferRow } from './transfer-row';

/**
 * The notices of a batch of new transfers, sent by the jobs runner (queued by the batch's own
 * write, see start/start-write.queries.ts).
 */
export const JOB_NOTIFY = 'transfer.notify';

/** What the batch's notice job is told of each new transfer: its id and the status it was written with. */
type Started = [transferId: string, status: TransferStatus];

/** The statuses a new transfer tells someone about: sent (or on its way), held for review. */
const TOLD_AT_START: readonly TransferStatus[] = ['completed', 'pending', 'under_review'];

/**
 * The payload of the notice job a batch of new transfers queues with its own write (null when no
 * transfer of the batch tells anyone). Refused or replayed items are in it too: the job finds no
 * transfer for them and says nothing.
 */
export function startedPayload(items: { transferId: string; status: TransferStatus }[]) {
  const started: Started[] = items
    .filter((item) => TOLD_AT_START.includes(item.status))
    .map((item) => [item.transferId, item.status]);
  return started.length > 0 ? JSON.stringify({ started }) : null;
}

/**
 * What customers are told about their transfers, in the transaction of what happened: sent (and
 * received, by the customer an internal transfer pays), held for review, approved or not,
 * returned or reversed. New transfers written in a batch are told by one job per batch.
 */
@Injectable()
export class TransferNotices implements OnModuleInit {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    // Several batches' notice jobs claimed together are told in one go (one read, one write of each kind).
    this.jobs.register(JOB_NOTIFY, (tx, payload) => this.started(tx, startedOf(payload)), {
      merge: (payloads) => ({ started: payloads.flatMap(startedOf) }),
    });
  }

  /**
   * The notices of a batch of new transfers (the notice job): one read of the transfers written,
   * one of the customers named, then NotificationsService's set-based writes.
   */
  async started(tx: EntityManager, started: Started[]): Promise<void> {
    const statuses = new Map(started);
    const rows = await readStarted(tx, [...statuses.keys()]);
    const names = await this.registeredNames(tx, rows);
    const notices = rows.flatMap((row) => {
      const told = toldOf(row, names);
      if (statuses.get(row.id) === 'under_review') return [senderNotice(told, 'held')];
      const received = statuses.get(row.id) === 'completed' ? recipientNotice(told) : [];
      return [senderNotice(told, 'sent'), ...received];
    });
    await this.notifications.notifyMany(tx, notices);
  }

  /**
   * A held transfer delivered: after its code (`sent`) or its review (`approved`); an internal one
   * tells its recipient too.
   */
  async delivered(tx: EntityManager, transfer: TransferRow, how: 'sent' | 'approved') {
    const told = await this.toldOne(tx, transfer.id);
    if (!told) return;
    const received = told.kind === 'internal' ? recipientNotice(told) : [];
    await this.notifications.notifyMany(tx, [senderNotice(told, how), ...received]);
  }

  /** Held for a staff review (after its code). */
  async held(tx: EntityManager, transfer: TransferRow): Promise<void> {
    await this.tellSender(tx, transfer, 'held');
  }

  /** Not approved by staff, with their reason (the money is back). */
  async rejected(tx: EntityManager, transfer: TransferRow, reason: string): Promise<void> {
    await this.tellSender(tx, transfer, 'rejected', sentence(reason));
  }

  /** Returned by the receiving bank, or failed after the code (the money is back; `reason` says so). */
  async returned(tx: EntityManager, transfer: TransferRow, reason: string): Promise<void> {
    await this.tellSender(tx, transfer, 'returned', sentence(reason));
  }

  /** A completed internal transfer reversed by staff: the sender has the money back, the recipient no longer. */
  async reversed(tx: EntityManager, transferId: string, reason: string): Promise<void> {
    const told = await this.toldOne(tx, transferId);
    if (!told) return;
    const why = sentence(reason);
    const returned = senderNotice(
      told,
      'returned',
      `The bank reversed it: ${why} The money is back in your account.`,
    );
    await this.notifications.notifyMany(tx, [returned, ...recipientNotice(told, why)]);
  }

  /** Sends the emails queued without waiting for the next poll (after the commit). */
  wake(): void {
    this.notifications.wake();
  }

  private async tellSender(
    tx: EntityManager,
    transfer: TransferRow,
    what: SenderNews,
    reason = '',
  ): Promise<void> {
    const told = await this.toldOne(tx, transfer.id);
    if (told) await this.notifications.notifyMany(tx, [senderNotice(told, what, reason)]);
  }

  /** What the notices say of one transfer (null when there is none). */
  private async toldOne(tx: EntityManager, transferId: string): Promise<Told | null> {
    const row = await readOneStarted(tx, transferId);
    return row ? toldOf(row, await this.registeredNames(tx, [row])) : null;
  }

  /**
   * The names the bank has for the senders and the Vaultline recipients of these transfers:
   * notices name customers by them, never by what another customer typed.
   */
  private async registeredNames(
    tx: EntityManager,
    rows: StartedRow[],
  ): Promise<Map<string, string>> {
    const ids = rows.flatMap((row) => [row.user_id, row.recipient_owner_id ?? row.user_id]);
    const users = await this.users.findByIds([...new Set(ids)], tx);
    return new Map(users.map((user) => [user.id, registeredName(user)]));
  }
}

function startedOf(payload: Record<string, unknown>): Started[] {
  return Array.isArray(payload.started) ? (payload.started as Started[]) : [];
}
