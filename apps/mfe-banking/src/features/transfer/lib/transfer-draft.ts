import {
  FREQUENCY_LABELS,
  RecipientAccountNumberSchema,
  RecipientSchema,
  RoutingNumberSchema,
  type AccountSummary,
  type AccountType,
  type Frequency,
  type TransferRequest,
  type TransferTiming,
} from '@vaultline/contracts';
import { formatUsd, parseUsdToMinor } from '@vaultline/money';

export type TimingType = TransferTiming['type'];

export const TIMING_LABELS: Record<TimingType, string> = {
  immediate: 'Immediate Transfer',
  scheduled: 'Scheduled Transfer',
  recurring: 'Recurring Transfer',
};

/** What the customer has typed so far, as strings (amounts are parsed to minor units only when used). */
export interface TransferDraft {
  fromAccountId: string;
  accountType: AccountType | '';
  accountNumber: string;
  routingNumber: string;
  name: string;
  address: string;
  amount: string;
  timingType: TimingType;
  scheduledDate: string;
  frequency: Frequency;
  startDate: string;
  endDate: string;
  description: string;
}

export const EMPTY_DRAFT: TransferDraft = {
  fromAccountId: '',
  accountType: '',
  accountNumber: '',
  routingNumber: '',
  name: '',
  address: '',
  amount: '',
  timingType: 'immediate',
  scheduledDate: '',
  frequency: 'monthly',
  startDate: '',
  endDate: '',
  description: '',
};

/** What may be sent from an account: its balance plus any credit line. */
export function availableMinor(
  account: Pick<AccountSummary, 'balanceMinor' | 'creditLimitMinor'>,
): number {
  return account.balanceMinor + account.creditLimitMinor;
}

/** Spec §5 step 1: source and recipient type chosen, account number 9–15 digits, routing 6–15 digits, a name. */
export function recipientReady(draft: TransferDraft): boolean {
  return (
    draft.fromAccountId !== '' &&
    draft.accountType !== '' &&
    RecipientAccountNumberSchema.safeParse(draft.accountNumber).success &&
    RoutingNumberSchema.safeParse(draft.routingNumber).success &&
    draft.name.trim() !== ''
  );
}

/** Why the amount cannot be sent, or null when it can (spec §5 step 2: > 0 and ≤ the balance). */
export function amountProblem(amount: string, account: AccountSummary | undefined): string | null {
  if (amount.trim() === '') return 'Enter an amount.';
  const minor = parseUsdToMinor(amount);
  if (minor === null) return 'Enter an amount in dollars and cents, e.g. 125.50.';
  if (minor <= 0) return 'The amount must be greater than zero.';
  if (account && minor > availableMinor(account))
    return `The amount is more than the available balance of ${formatUsd(availableMinor(account))}.`;
  return null;
}

export function timingProblem(draft: TransferDraft): string | null {
  if (draft.timingType === 'scheduled' && !draft.scheduledDate)
    return 'Choose the date to send it.';
  if (draft.timingType === 'recurring') {
    if (!draft.startDate) return 'Choose the first date.';
    if (draft.endDate && draft.endDate < draft.startDate)
      return 'The end date must be after the start date.';
  }
  return null;
}

export function detailsReady(draft: TransferDraft, account: AccountSummary | undefined): boolean {
  return amountProblem(draft.amount, account) === null && timingProblem(draft) === null;
}

export function toTiming(draft: TransferDraft): TransferTiming {
  if (draft.timingType === 'scheduled') return { type: 'scheduled', date: draft.scheduledDate };
  if (draft.timingType === 'recurring') {
    return {
      type: 'recurring',
      frequency: draft.frequency,
      startDate: draft.startDate,
      ...(draft.endDate ? { endDate: draft.endDate } : {}),
    };
  }
  return { type: 'immediate' };
}

/** The POST /transfers body for this draft and PIN. */
export function toRequest(draft: TransferDraft, pin: string): TransferRequest {
  const description = draft.description.trim();
  const address = draft.address.trim();
  return {
    fromAccountId: draft.fromAccountId,
    recipient: {
      accountType: draft.accountType as AccountType,
      accountNumber: draft.accountNumber,
      routingNumber: draft.routingNumber,
      name: draft.name.trim(),
      ...(address ? { address } : {}),
    },
    amountMinor: parseUsdToMinor(draft.amount) ?? 0,
    timing: toTiming(draft),
    ...(description ? { description } : {}),
    pin,
  };
}

/** "Monthly from 2026-04-01 until 2026-12-01", "On 2026-04-01", "Now". */
export function describeTiming(timing: TransferTiming): string {
  if (timing.type === 'immediate') return 'Now';
  if (timing.type === 'scheduled') return `On ${timing.date}`;
  const until = timing.endDate ? ` until ${timing.endDate}` : '';
  return `${FREQUENCY_LABELS[timing.frequency]} from ${timing.startDate}${until}`;
}

/** Field-level messages for step 1, shown once a field has been left. */
export function recipientFieldErrors(
  draft: TransferDraft,
): Partial<Record<keyof TransferDraft, string>> {
  const parsed = RecipientSchema.safeParse({
    accountType: draft.accountType || undefined,
    accountNumber: draft.accountNumber,
    routingNumber: draft.routingNumber,
    name: draft.name,
    address: draft.address,
  });
  if (parsed.success) return {};
  const errors: Partial<Record<keyof TransferDraft, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof TransferDraft;
    errors[field] ??= issue.message;
  }
  return errors;
}
