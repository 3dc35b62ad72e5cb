import { useRef, useState } from 'react';
import { AchErrorCode, type AchTransfer, type StartAchTransferRequest } from '@vaultline/contracts';
import { newIdempotencyKey, queryClient } from '@vaultline/data-access';
import type { ApiRequestError } from '@vaultline/session';
import { linkedAccountsKeys } from '../../../api/query-keys';
import { refusalText } from '../../../lib/refusals';
import { useStartAchTransfer } from '../api/start-ach-transfer';
import {
  EMPTY_DRAFT,
  parseDraft,
  type DraftErrors,
  type MoveMoneyDraft,
} from '../lib/move-money-draft';

/** A submission that got no answer: sending the same request again reuses its key. */
interface Unanswered {
  fingerprint: string;
  key: string;
}

const NO_ANSWER =
  'We could not reach Vaultline, so we do not know yet whether this went through. Submit again: ' +
  'the same request is sent, and the money moves at most once.';

/** No answer, or the server failed before answering what it did: a retry must be the same submission. */
const unanswered = (error: ApiRequestError) => error.status === null || error.status >= 500;

/**
 * The move-money form: the draft as typed (nothing cleared by a refusal), its problems, the
 * server's refusal next to the form, and the result once the server accepted it. One
 * Idempotency-Key per submission; a retry after no answer sends the same key.
 */
export function useMoveMoneyForm() {
  const start = useStartAchTransfer();
  const [draft, setDraft] = useState<MoveMoneyDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [identityNeeded, setIdentityNeeded] = useState(false);
  const [result, setResult] = useState<AchTransfer | null>(null);
  const pending = useRef<Unanswered | null>(null);

  const edit = (patch: Partial<MoveMoneyDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
    setRefusal(null);
    setIdentityNeeded(false);
  };
  const keyFor = (request: StartAchTransferRequest) => {
    const fingerprint = JSON.stringify(request);
    if (pending.current?.fingerprint !== fingerprint) {
      pending.current = { fingerprint, key: newIdempotencyKey() };
    }
    return pending.current.key;
  };
  const submit = async () => {
    const parsed = parseDraft(draft);
    if (!parsed.ok) return setErrors(parsed.errors);
    setRefusal(null);
    const idempotencyKey = keyFor(parsed.request);
    const answer = await start.mutate({ request: parsed.request, idempotencyKey });
    if (answer.ok) {
      pending.current = null;
      setResult(answer.data);
      return setDraft((current) => ({ ...current, amount: '' }));
    }
    if (!unanswered(answer.error)) pending.current = null;
    setRefusal(answer.error.status === null ? NO_ANSWER : refusalText(answer.error));
    setIdentityNeeded(answer.error.code === AchErrorCode.NOT_VERIFIED_CUSTOMER);
    // A refusal may come from limits or a status newer than the page's: show the current ones.
    void queryClient.invalidateQueries({ queryKey: linkedAccountsKeys.list() });
  };
  const startOver = () => {
    setResult(null);
    setRefusal(null);
  };
  const state = { draft, errors, refusal, identityNeeded, result, pending: start.isPending };
  return { ...state, edit, submit, startOver };
}

export type MoveMoneyForm = ReturnType<typeof useMoveMoneyForm>;
