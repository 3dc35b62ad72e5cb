import { DISPUTE_REASONS } from '@vaultline/contracts';
import type { DisputeReason } from '@vaultline/contracts';
import { calendarDay, dollars } from '../../platform/text/customer-words';
import type { Notice } from '../notifications/notice.types';

// What customers and staff are told about disputes: events, lines and notices.

const page = (id: string) => `/disputes/${id}`;
export function filedEvent(reason: DisputeReason, provisionalDue: string, resolveBy: string) {
  const received = `Dispute received (${DISPUTE_REASONS[reason].toLowerCase()}).`;
  const credit = `If we need longer, we credit the amount provisionally by ${calendarDay(provisionalDue)};`;
  return `${received} ${credit} we decide by ${calendarDay(resolveBy)}.`;
}

export function filedNotice(
  id: string,
  counterparty: string,
  amountMinor: number,
  resolveBy: string,
): Notice {
  return {
    kind: 'dispute_filed',
    title: 'We received your dispute',
    body:
      `Your dispute of ${dollars(amountMinor)} to ${counterparty} is acknowledged. ` +
      `We decide by ${calendarDay(resolveBy)} and tell you at each step.`,
    link: page(id),
  };
}

export function updateNotice(id: string, title: string, body: string): Notice {
  return { kind: 'dispute_update', title, body, link: page(id) };
}

/** A dispute line's title is its kind; its description (what history shows) names the payment. */
export const CREDIT_TITLE = 'Dispute credit';
export const REVERSAL_TITLE = 'Dispute credit taken back';
export const creditDescription = (counterparty: string, provisional: boolean) =>
  `${counterparty}: ${provisional ? 'provisional credit while we investigate' : 'credit, dispute granted'}`;
export const madeFinalDescription = (counterparty: string) =>
  `${counterparty}: provisional credit, made final (dispute granted)`;
export const reversalDescription = (counterparty: string) =>
  `${counterparty}: provisional credit taken back (dispute not upheld)`;

export function creditEvent(amountMinor: number, provisional: boolean): string {
  return provisional
    ? `We credited ${dollars(amountMinor)} provisionally while we investigate.`
    : `We credited ${dollars(amountMinor)}.`;
}

export function grantedEvent(amountMinor: number, note: string): string {
  return `Dispute decided in your favour: the credit of ${dollars(amountMinor)} is final. ${note}`;
}

export function deniedEvent(
  note: string,
  creditedMinor: number,
  reversalOn: string | null,
): string {
  const back =
    creditedMinor > 0 && reversalOn
      ? ` The provisional credit of ${dollars(creditedMinor)} will be taken back ` +
        `on ${calendarDay(reversalOn)}.`
      : '';
  return `We did not uphold your dispute: ${note}${back}`;
}

export function reversedEvent(amountMinor: number): string {
  return `The provisional credit of ${dollars(amountMinor)} was taken back.`;
}

export function escalatedNotice(id: string, counterparty: string, resolveBy: string): Notice {
  return {
    kind: 'dispute_escalated',
    title: 'A dispute is due soon',
    body: `The dispute with ${counterparty} must be decided by ${calendarDay(resolveBy)}.`,
    link: `/admin/disputes/${id}`,
  };
}
