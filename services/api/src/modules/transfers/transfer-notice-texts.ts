import { formatUsd } from '@vaultline/money';
import { toMinor } from '../../platform/database/money';
import type { AddressedNotice } from '../notifications/notifications.service';
import type { StartedRow } from './data/transfer-notices.queries';

// The words of the transfer notices: what each party is told, built from what the bank knows.

/** What the notices say of a transfer. */
export interface Told {
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

function titleCase(name: string): string {
  return name.replace(
    /(^|[\s'-])(\p{L})/gu,
    (_match, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
  );
}

const transferLink = (told: Told) => `/transfers/${told.id}`;

export type SenderNews = 'sent' | 'held' | 'approved' | 'rejected' | 'returned';

/** The sender's notice of a transfer sent (or on its way to another bank), approved, held, not approved or returned. */
export function senderNotice(told: Told, what: SenderNews, reason = ''): AddressedNotice {
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
export function recipientNotice(told: Told, reversedFor: string | null = null): AddressedNotice[] {
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
export function sentence(reason: string): string {
  const trimmed = reason.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export function toldOf(row: StartedRow, names: Map<string, string>): Told {
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
