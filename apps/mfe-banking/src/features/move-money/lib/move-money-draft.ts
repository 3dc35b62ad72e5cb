import {
  AMOUNT_MAX_MINOR,
  type AchDirection,
  type PullLimits,
  type StartAchTransferRequest,
} from '@vaultline/contracts';
import { formatUsd, parseUsdToMinor } from '@vaultline/money';

/** The form as typed: the amount stays the customer's text through every refusal. */
export interface MoveMoneyDraft {
  direction: AchDirection;
  linkedAccountId: string;
  accountId: string;
  amount: string;
}

export const EMPTY_DRAFT: MoveMoneyDraft = {
  direction: 'in',
  linkedAccountId: '',
  accountId: '',
  amount: '',
};

export const DIRECTION_LABELS: Record<AchDirection, string> = {
  in: 'Add money',
  out: 'Send to linked account',
};

export type DraftErrors = Partial<Record<keyof MoveMoneyDraft, string>>;

/** The amount in cents, or why it is not one. */
export function amountProblem(amount: string): string | null {
  if (amount.trim() === '') return 'Enter an amount.';
  const minor = parseUsdToMinor(amount);
  if (minor === null) return 'Enter dollars and cents, like 125.50.';
  if (minor <= 0) return 'The amount must be greater than zero.';
  if (minor > AMOUNT_MAX_MINOR) return 'The amount is too large.';
  return null;
}

/** The request, or each field's problem (the server checks everything again). */
export function parseDraft(
  draft: MoveMoneyDraft,
): { ok: true; request: StartAchTransferRequest } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (!draft.linkedAccountId) errors.linkedAccountId = 'Choose a linked account.';
  if (!draft.accountId) errors.accountId = 'Choose one of your Vaultline accounts.';
  const amount = amountProblem(draft.amount);
  if (amount) errors.amount = amount;
  const amountMinor = parseUsdToMinor(draft.amount);
  if (Object.keys(errors).length > 0 || amountMinor === null) return { ok: false, errors };
  const { direction, linkedAccountId, accountId } = draft;
  return { ok: true, request: { direction, linkedAccountId, accountId, amountMinor } };
}

/** What may still be added today and this month: the smaller of the two limits' rests. */
export function pullRemainingMinor(limits: PullLimits): number {
  const today = limits.dailyLimitMinor - limits.pulledTodayMinor;
  const month = limits.monthlyLimitMinor - limits.pulledThisMonthMinor;
  return Math.max(0, Math.min(today, month));
}

/** Instant feedback for money in above what the limits leave (the server decides). */
export function pullLimitWarning(
  draft: MoveMoneyDraft,
  limits: PullLimits | undefined,
): string | null {
  if (draft.direction !== 'in' || !limits) return null;
  const minor = parseUsdToMinor(draft.amount);
  const remaining = pullRemainingMinor(limits);
  if (minor === null || minor <= remaining) return null;
  return `More than you can add now: ${formatUsd(remaining)} is left of your limits.`;
}

/** "Money you add is available after 3 business days." */
export function holdText(holdBusinessDays: number): string {
  if (holdBusinessDays === 0) return 'Money you add is available as soon as it arrives.';
  const days = holdBusinessDays === 1 ? '1 business day' : `${holdBusinessDays} business days`;
  return `Money you add is available after ${days}.`;
}
