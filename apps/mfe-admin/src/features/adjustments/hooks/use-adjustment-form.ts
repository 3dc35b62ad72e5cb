import { useState, type FormEvent } from 'react';
import type { ADJUSTMENT_CATEGORIES } from '@vaultline/contracts';
import {
  AdjustmentRequestSchema,
  type Adjustment,
  type AdjustmentRequest,
} from '@vaultline/contracts';
import { parseUsdToMinor } from '@vaultline/money';
import { toast } from '@vaultline/session';
import { fieldErrors, toastFailure } from '@vaultline/ui';
import { useCreateAdjustment } from '../api/create-adjustment';
import { useIdempotencyKey } from './use-idempotency-key';

export type Direction = AdjustmentRequest['direction'];
export type Category = (typeof ADJUSTMENT_CATEGORIES)[number];

export interface AdjustmentFormState {
  accountId: string;
  direction: Direction;
  amount: string;
  title: string;
  category: Category | '';
  description: string;
  reason: string;
}

export type AdjustmentFormErrors = Partial<Record<keyof AdjustmentFormState, string>>;

const blank = (accountId: string): AdjustmentFormState => ({
  accountId,
  direction: 'credit',
  amount: '',
  title: '',
  category: '',
  description: '',
  reason: '',
});

/** The field problems of a draft, and the request when there are none. */
function check(form: AdjustmentFormState): {
  problems: AdjustmentFormErrors;
  request: AdjustmentRequest | null;
} {
  const amountMinor = parseUsdToMinor(form.amount);
  const problems: AdjustmentFormErrors = {};
  if (!form.accountId) problems.accountId = 'Choose an account';
  if (amountMinor === null) problems.amount = 'Enter the amount in dollars and cents, like 125.50';
  else if (amountMinor === 0) problems.amount = 'The amount must be greater than zero';
  const parsed = AdjustmentRequestSchema.safeParse({
    accountId: form.accountId,
    direction: form.direction,
    amountMinor: amountMinor ?? 0,
    title: form.title,
    category: form.category as Category,
    description: form.description.trim(),
    reason: form.reason,
  });
  if (!parsed.success) {
    const found = fieldErrors(parsed.error);
    problems.title ??= found.title;
    problems.category ??= found.category ? 'Choose a category' : undefined;
    problems.description ??= found.description;
    problems.reason ??= found.reason;
    if (!problems.amount && found.amountMinor) problems.amount = found.amountMinor;
  }
  const clean = Object.fromEntries(
    Object.entries(problems).filter(([, message]) => message),
  ) as AdjustmentFormErrors;
  const ok = Object.keys(clean).length === 0 && parsed.success;
  return { problems: clean, request: ok ? parsed.data : null };
}

function toastOutcome(adjustment: Adjustment): void {
  toast(
    adjustment.status === 'pending'
      ? {
          title: 'Submitted for approval',
          description: 'A second staff member must approve this adjustment before it posts.',
          severity: 'info',
        }
      : { title: 'Success', description: 'Adjustment posted successfully!', severity: 'success' },
  );
}

/** The post-adjustment form's state: fields, their errors, the submit and its result. */
export function useAdjustmentForm(defaultAccount: string) {
  const create = useCreateAdjustment();
  const idempotency = useIdempotencyKey();
  const [form, setForm] = useState<AdjustmentFormState>(() => blank(defaultAccount));
  const [errors, setErrors] = useState<AdjustmentFormErrors>({});
  const [result, setResult] = useState<Adjustment | null>(null);

  const set =
    <K extends keyof AdjustmentFormState>(field: K) =>
    (value: AdjustmentFormState[K]) => {
      setForm((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { problems, request } = check(form);
    setErrors(problems);
    if (!request) return;
    const outcome = await create.mutate({ request, idempotencyKey: idempotency.keyFor(request) });
    if (!outcome.ok) {
      toastFailure('failed to create transaction', outcome.error);
      return;
    }
    idempotency.reset();
    setResult(outcome.data);
    toastOutcome(outcome.data);
  };

  const startAnother = () => {
    setResult(null);
    setForm(blank(defaultAccount));
  };

  return { form, errors, set, submit, result, startAnother, isPending: create.isPending };
}
