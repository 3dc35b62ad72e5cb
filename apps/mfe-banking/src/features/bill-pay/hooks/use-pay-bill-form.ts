import { useRef, useState } from 'react';
import type { BillPayment, CreateBillPaymentRequest } from '@vaultline/contracts';
import { newIdempotencyKey } from '@vaultline/data-access';
import type { ApiRequestError } from '@vaultline/session';
import { refusalText } from '../../../lib/refusals';
import { useCreateBillPayment } from '../api/bill-payments';
import {
  EMPTY_PAY_DRAFT,
  parsePayDraft,
  type PayBillDraft,
  type PayDraftErrors,
} from '../lib/pay-bill-draft';

/** A submission that got no answer: sending the same request again reuses its key. */
interface Unanswered {
  fingerprint: string;
  key: string;
}

const NO_ANSWER =
  'We could not reach Vaultline, so we do not know yet whether this went through. Submit again: ' +
  'the same request is sent, and the bill is paid at most once.';

const unanswered = (error: ApiRequestError) => error.status === null || error.status >= 500;

/**
 * The pay-a-bill form: the draft as typed, its problems, the server's refusal and the payment once
 * accepted. One Idempotency-Key per submission; a retry after no answer sends the same key.
 */
export function usePayBillForm() {
  const create = useCreateBillPayment();
  const [draft, setDraft] = useState<PayBillDraft>(EMPTY_PAY_DRAFT);
  const [errors, setErrors] = useState<PayDraftErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [result, setResult] = useState<BillPayment | null>(null);
  const pending = useRef<Unanswered | null>(null);

  const edit = (patch: Partial<PayBillDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
    setRefusal(null);
  };
  const keyFor = (request: CreateBillPaymentRequest) => {
    const fingerprint = JSON.stringify(request);
    if (pending.current?.fingerprint !== fingerprint)
      pending.current = { fingerprint, key: newIdempotencyKey() };
    return pending.current.key;
  };
  const submit = async () => {
    const parsed = parsePayDraft(draft);
    if (!parsed.ok) return setErrors(parsed.errors);
    setRefusal(null);
    const answer = await create.mutate({
      request: parsed.request,
      idempotencyKey: keyFor(parsed.request),
    });
    if (answer.ok) {
      pending.current = null;
      setResult(answer.data);
      return setDraft((current) => ({ ...current, amount: '' }));
    }
    if (!unanswered(answer.error)) pending.current = null;
    setRefusal(answer.error.status === null ? NO_ANSWER : refusalText(answer.error));
  };
  const startOver = () => {
    setResult(null);
    setRefusal(null);
  };
  return { draft, errors, refusal, result, pending: create.isPending, edit, submit, startOver };
}

export type PayBillForm = ReturnType<typeof usePayBillForm>;
