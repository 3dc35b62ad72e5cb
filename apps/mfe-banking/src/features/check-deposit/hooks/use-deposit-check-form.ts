import { useRef, useState } from 'react';
import { KycErrorCode, type CheckDeposit } from '@vaultline/contracts';
import { newIdempotencyKey, queryClient } from '@vaultline/data-access';
import type { ApiRequestError } from '@vaultline/session';
import { checkDepositsKeys } from '../../../api/query-keys';
import { useDepositCheck } from '../api/check-deposits';
import {
  EMPTY_DEPOSIT,
  parseDepositDraft,
  type DepositDraft,
  type DepositErrors,
} from '../lib/deposit-draft';
import { photoRefusal, useSentPhotos } from './use-sent-photos';

const NO_ANSWER =
  'We could not reach Vaultline, so we do not know yet whether the check was deposited. Submit again: ' +
  'the same deposit is sent, and the check is deposited at most once.';

/** No answer, or the server failed before saying what it did: a retry must be the same deposit. */
const unanswered = (error: ApiRequestError) => error.status === null || error.status >= 500;

export type DepositStage = 'idle' | 'photos' | 'depositing';

/**
 * The deposit form: the draft as typed, its problems, the server's refusal, the stage ("Sending
 * photos…", "Depositing…") and the deposit once accepted. One Idempotency-Key per deposit; a retry
 * after no answer sends the same key.
 */
export function useDepositCheckForm() {
  const deposit = useDepositCheck();
  const photos = useSentPhotos();
  const [draft, setDraft] = useState<DepositDraft>(EMPTY_DEPOSIT);
  const [errors, setErrors] = useState<DepositErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [identityNeeded, setIdentityNeeded] = useState(false);
  const [stage, setStage] = useState<DepositStage>('idle');
  const [result, setResult] = useState<CheckDeposit | null>(null);
  const pending = useRef<{ fingerprint: string; key: string } | null>(null);

  const edit = (patch: Partial<DepositDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
    setRefusal(null);
    setIdentityNeeded(false);
  };
  const keyFor = (fingerprint: string) => {
    if (pending.current?.fingerprint !== fingerprint)
      pending.current = { fingerprint, key: newIdempotencyKey() };
    return pending.current.key;
  };
  const refuse = (error: ApiRequestError, text: string) => {
    setRefusal(text);
    setIdentityNeeded(error.code === KycErrorCode.NOT_VERIFIED);
    setStage('idle');
    void queryClient.invalidateQueries({ queryKey: checkDepositsKeys.list() });
  };
  const submit = async () => {
    const parsed = parseDepositDraft(draft);
    if (!parsed.ok) return setErrors(parsed.errors);
    setRefusal(null);
    setStage('photos');
    const sent = await photos.send(parsed.front, parsed.back);
    if (!sent.ok) return refuse(sent.error, photoRefusal(sent.side, sent.error));
    setStage('depositing');
    const request = {
      ...parsed.fields,
      frontImageId: sent.frontImageId,
      backImageId: sent.backImageId,
    };
    const answer = await deposit.mutate({
      request,
      idempotencyKey: keyFor(JSON.stringify(request)),
    });
    if (!answer.ok) {
      if (!unanswered(answer.error)) pending.current = null;
      return refuse(answer.error, answer.error.status === null ? NO_ANSWER : answer.error.message);
    }
    pending.current = null;
    setStage('idle');
    setResult(answer.data);
    setDraft({ ...EMPTY_DEPOSIT, accountId: draft.accountId });
  };
  const startOver = () => setResult(null);
  /** A problem found before anything is sent (e.g. a photo that is not JPEG or PNG). */
  const setError = (key: keyof DepositDraft, problem: string) =>
    setErrors((current) => ({ ...current, [key]: problem }));
  const state = { draft, errors, refusal, identityNeeded, stage, result };
  return { ...state, edit, submit, startOver, setError };
}

export type DepositCheckForm = ReturnType<typeof useDepositCheckForm>;
