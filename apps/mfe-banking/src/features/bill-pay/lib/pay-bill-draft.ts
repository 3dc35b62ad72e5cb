import {
  CreateBillPaymentRequestSchema,
  normaliseReference,
  referenceFits,
  type Biller,
  type BillTiming,
  type CreateBillPaymentRequest,
} from '@vaultline/contracts';
import { parseUsdToMinor } from '@vaultline/money';

/** now: sent at once; on_date: on a later day; monthly: from a first day, until a date or a count. */
export type TimingChoice = BillTiming['type'];

export const TIMING_LABELS: Record<TimingChoice, string> = {
  now: 'Pay now',
  on_date: 'On a date',
  monthly: 'Every month',
};

/** The pay-a-bill form as typed: the text of each field stays through every refusal. */
export interface PayBillDraft {
  customerBillerId: string;
  accountId: string;
  amount: string;
  timing: TimingChoice;
  date: string;
  endKind: 'date' | 'count';
  endDate: string;
  count: string;
}

export const EMPTY_PAY_DRAFT: PayBillDraft = {
  customerBillerId: '',
  accountId: '',
  amount: '',
  timing: 'now',
  date: '',
  endKind: 'count',
  endDate: '',
  count: '12',
};

export type PayDraftErrors = Partial<Record<keyof PayBillDraft, string>>;

function timingOf(draft: PayBillDraft): BillTiming {
  if (draft.timing === 'now') return { type: 'now' };
  if (draft.timing === 'on_date') return { type: 'on_date', date: draft.date };
  return draft.endKind === 'date'
    ? { type: 'monthly', startDate: draft.date, endDate: draft.endDate }
    : { type: 'monthly', startDate: draft.date, count: Number(draft.count) };
}

/** Where a contract problem shows in the form. */
function fieldOf(path: PropertyKey[], draft: PayBillDraft): keyof PayBillDraft {
  const [first, second] = path;
  if (first === 'amountMinor') return 'amount';
  if (first === 'customerBillerId' || first === 'accountId') return first;
  if (second === 'endDate') return draft.endKind === 'date' ? 'endDate' : 'count';
  if (second === 'count') return 'count';
  return 'date';
}

/** The request, checked by the contract the server checks again; or each field's problem. */
export function parsePayDraft(
  draft: PayBillDraft,
): { ok: true; request: CreateBillPaymentRequest } | { ok: false; errors: PayDraftErrors } {
  const errors: PayDraftErrors = {};
  if (!draft.customerBillerId) errors.customerBillerId = 'Choose one of your billers.';
  if (!draft.accountId) errors.accountId = 'Choose the account the money leaves.';
  const amountMinor = parseUsdToMinor(draft.amount);
  if (amountMinor === null) errors.amount = 'Enter dollars and cents, like 84.20.';
  if (draft.timing !== 'now' && !draft.date) errors.date = 'Choose a day.';
  const parsed = CreateBillPaymentRequestSchema.safeParse({
    customerBillerId: draft.customerBillerId,
    accountId: draft.accountId,
    amountMinor: amountMinor ?? 0,
    timing: timingOf(draft),
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[fieldOf(issue.path, draft)] ??= issue.message;
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, request: parsed.data };
}

/** Instant feedback on a reference (the server checks it again): null when the biller accepts it. */
export function referenceProblem(biller: Biller | undefined, typed: string): string | null {
  if (!biller) return 'Choose a biller first.';
  const reference = normaliseReference(typed);
  if (reference === '') return `Enter your ${biller.referenceLabel.toLowerCase()}.`;
  return referenceFits(biller, reference) ? null : biller.referenceHint;
}
