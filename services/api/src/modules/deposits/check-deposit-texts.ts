import { dollars, when } from '../../platform/text/customer-words';
import type { Notice } from '../notifications/notifications.service';

// The words customers read about their mobile check deposits: statement lines and notices.

const PAGE = '/deposit-check';

export const depositLineTitle = (checkNumber: string) =>
  `Mobile check deposit, check #${checkNumber}`;
export const returnLineTitle = (checkNumber: string, reason: string) =>
  `Deposited check #${checkNumber} returned unpaid: ${reason}`;

/** When each part becomes available, once approved. */
export interface Availability {
  nextDayMinor: number;
  nextDayAt: Date;
  restMinor: number;
  restAt: Date | null;
}

function availabilityWords(a: Availability): string {
  const first = `${dollars(a.nextDayMinor)} is available ${when(a.nextDayAt)}`;
  if (a.restMinor === 0 || !a.restAt) return `${first}.`;
  return `${first}; the other ${dollars(a.restMinor)} ${when(a.restAt)}.`;
}

export function approvedNotice(amountMinor: number, checkNumber: string, a: Availability): Notice {
  return {
    kind: 'check_approved',
    title: `Your check deposit of ${dollars(amountMinor)} is approved`,
    body: `Check #${checkNumber} is approved. ${availabilityWords(a)}`,
    link: PAGE,
  };
}

/** all: the whole check at once; part: the next-day part (the rest follows); rest: what followed. */
export type Released = 'all' | 'part' | 'rest';

const RELEASED_WORDS: Record<Released, (amount: string, checkNumber: string) => string> = {
  all: (amount, n) => `The ${amount} of check #${n} is now in your account and free to spend.`,
  part: (amount, n) =>
    `${amount} of check #${n} is now free to spend; the rest follows after the hold.`,
  rest: (amount, n) =>
    `The rest of check #${n}, ${amount}, is now in your account and free to spend.`,
};

export function availableNotice(amountMinor: number, checkNumber: string, which: Released): Notice {
  return {
    kind: 'money_available',
    title: `${dollars(amountMinor)} is available`,
    body: RELEASED_WORDS[which](dollars(amountMinor), checkNumber),
    link: PAGE,
  };
}

export function needsImageNotice(checkNumber: string, note: string): Notice {
  return {
    kind: 'check_needs_image',
    title: 'We need a better photo of your check',
    body: `To review check #${checkNumber}: ${note} Send new photos of both sides on Deposit check.`,
    link: PAGE,
  };
}

export function rejectedNotice(amountMinor: number, checkNumber: string, reason: string): Notice {
  return {
    kind: 'check_rejected',
    title: 'Your check deposit was not accepted',
    body: `Check #${checkNumber} for ${dollars(amountMinor)} was not deposited: ${reason}`,
    link: PAGE,
  };
}

export function returnedNotice(
  amountMinor: number,
  checkNumber: string,
  reason: string,
  balanceMinor: number,
): Notice {
  const below =
    balanceMinor < 0
      ? ` Your balance is now below zero, ${dollars(balanceMinor)}: add money to bring it back above zero; until then no money can leave the account.`
      : '';
  return {
    kind: 'check_returned',
    title: 'A check you deposited was returned',
    body: `The bank that check #${checkNumber} is drawn on did not pay it (${reason}): we took its ${dollars(amountMinor)} back.${below}`,
    link: PAGE,
  };
}
