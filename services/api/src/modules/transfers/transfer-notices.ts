import { Injectable, OnModuleInit } from '@nestjs/common';
import type { TransferStatus } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import type { EntityManager } from 'typeorm';
import { toMinor } from '../../platform/database/money';
import { sqlRows } from '../../platform/database/sql';
import { JobsService } from '../../platform/jobs/jobs.service';
import type { AddressedNotice } from '../notifications/notifications.service';
import { NotificationsService } from '../notifications/notifications.service';
import { registeredName, UsersService } from '../users/users.service';
import type { TransferRow } from './transfer-row';

/** The notices of a batch of new transfers, sent by the jobs runner (queued by the batch's own write, see transfer-start.ts). */
export const JOB_NOTIFY = 'transfer.notify';

/** What the batch's notice job is told of each new transfer: its id and the status it was written with. */
type Started = [transferId: string, status: TransferStatus];

/** The statuses a new transfer tells someone about: sent (or on its way), held for review. */
const TOLD_AT_START: readonly TransferStatus[] = ['completed', 'pending', 'under_review'];

/** What the notices say of a transfer. */
interface Told {
  id: string;
  senderId: string;
  senderName: string;
  kind: 'internal' | 'external';
  amountMinor: number;
  recipientName: string;
  recipientAccountId: string | null;
  /** The customer the money went to (internal transfers), when another than the sender. */
  recipientId: string | null;
}

/** A transfer as its notices read it, with the owner of the Vaultline account it paid (if any). */
const STARTED_SQL = `SELECT t.id, t.user_id, t.kind, t.recipient, t.amount_minor, t.recipient_account_id,
    a.owner_id AS recipient_owner_id
  FROM transfers t LEFT JOIN ledger_accounts a ON a.id = t.recipient_account_id`;

interface StartedRow {
  id: string;
  user_id: string;
  kind: 'internal' | 'external';
  recipient: { name: string };
  amount_minor: string;
  recipient_account_id: string | null;
  recipient_owner_id: string | null;
}

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

function titleCase(name: string): string {
  return name.replace(
    /(^|[\s'-])(\p{L})/gu,
    (_match, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
  );
}

const transferLink = (told: Told) => `/transfers/${told.id}`;

type SenderNews = 'sent' | 'held' | 'approved' | 'rejected' | 'returned';

/** The sender's notice of a transfer sent (or on its way to another bank), approved, held, not approved or returned. */
function senderNotice(told: Told, what: SenderNews, reason = ''): AddressedNotice {
  const amount = formatUsd(told.amountMinor);
  const to = `${amount} to ${titleCase(told.recipientName)}`;
  const base = { userId: told.senderId, link: transferLink(told) };
  const onItsWay = told.kind === 'external' ? 'is on its way to the other bank' : 'arrived';
  const notices: Record<SenderNews, AddressedNotice> = {
    sent: {
      ...base,
      kind: 'transfer_sent',
      title: 'Transfer sent',
      body:
        told.kind === 'external'
          ? `Your transfer of ${to} is on its way to the other bank.`
          : `You sent ${to}.`,
      mail: { subject: 'Your Vaultline transfer was sent' },
    },
    held: {
      ...base,
      kind: 'transfer_held',
      title: 'Transfer held for review',
      body: `Your transfer of ${to} is held for a review by our staff. The money is set aside until they decide; you will hear the outcome here.`,
      mail: { subject: 'Your Vaultline transfer is being reviewed' },
    },
    approved: {
      ...base,
      kind: 'transfer_approved',
      title: 'Transfer approved',
      body: `Your transfer of ${to} was reviewed and approved; the money ${onItsWay}.`,
      mail: { subject: 'Your Vaultline transfer was approved' },
    },
    rejected: {
      ...base,
      kind: 'transfer_rejected',
      title: 'Transfer not approved',
      body: `Your transfer of ${to} was reviewed and not approved: ${reason} The money is back in your account.`,
      mail: { subject: 'Your Vaultline transfer was not approved' },
    },
    returned: {
      ...base,
      kind: 'transfer_returned',
      title: 'Transfer returned',
      body: `Your transfer of ${to} was returned. ${reason}`,
      mail: { subject: 'Your Vaultline transfer was returned' },
    },
  };
  return notices[what];
}

/** The recipient's notice (internal transfers to another customer): money received, or taken back by a reversal. */
function recipientNotice(told: Told, reversedFor: string | null = null): AddressedNotice[] {
  if (!told.recipientId) return [];
  const amount = formatUsd(told.amountMinor);
  const from = titleCase(told.senderName);
  const base = {
    userId: told.recipientId,
    link: told.recipientAccountId ? `/account-details/${told.recipientAccountId}` : null,
  };
  if (reversedFor !== null)
    return [
      {
        ...base,
        kind: 'transfer_returned',
        title: 'Transfer reversed',
        body: `The transfer of ${amount} you received from ${from} was reversed by the bank: ${reversedFor} The money went back to the sender.`,
        mail: { subject: 'A transfer to your Vaultline account was reversed' },
      },
    ];
  return [
    {
      ...base,
      kind: 'transfer_received',
      title: 'Money received',
      body: `${from} sent you ${amount}.`,
      mail: { subject: 'You received money in your Vaultline account' },
    },
  ];
}

/** A reason as the end of a sentence. */
function sentence(reason: string): string {
  const trimmed = reason.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
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
    const rows = await sqlRows<StartedRow>(tx, `${STARTED_SQL} WHERE t.id = ANY($1::uuid[])`, [
      [...statuses.keys()],
    ]);
    const names = await this.registeredNames(tx, rows);
    const notices = rows.flatMap((row) => {
      const told = toldOf(row, names);
      if (statuses.get(row.id) === 'under_review') return [senderNotice(told, 'held')];
      const received = statuses.get(row.id) === 'completed' ? recipientNotice(told) : [];
      return [senderNotice(told, 'sent'), ...received];
    });
    await this.notifications.notifyMany(tx, notices);
  }

  /** A held transfer delivered: after its code (`sent`) or its review (`approved`); an internal one tells its recipient too. */
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
    const [row] = await sqlRows<StartedRow>(tx, `${STARTED_SQL} WHERE t.id = $1`, [transferId]);
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

function toldOf(row: StartedRow, names: Map<string, string>): Told {
  const ownerId = row.recipient_owner_id;
  return {
    id: row.id,
    senderId: row.user_id,
    senderName: names.get(row.user_id) ?? '',
    kind: row.kind,
    amountMinor: toMinor(row.amount_minor),
    // A Vaultline recipient by the name the bank has; another bank's by the one the sender typed
    // (told only to the sender).
    recipientName: (ownerId && names.get(ownerId)) || row.recipient.name,
    recipientAccountId: row.recipient_account_id,
    // Between one's own accounts, the sender's notice says it all.
    recipientId: ownerId !== row.user_id ? ownerId : null,
  };
}

function startedOf(payload: Record<string, unknown>): Started[] {
  return Array.isArray(payload.started) ? (payload.started as Started[]) : [];
}
