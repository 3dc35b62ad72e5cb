import { useState } from 'react';
import { normaliseReference, type AddBillerStart, type Biller } from '@vaultline/contracts';
import { queryClient } from '@vaultline/data-access';
import { toast, type ApiRequestError } from '@vaultline/session';
import { billPayKeys } from '../../../api/query-keys';
import { useConfirmBiller, useStartBiller } from '../api/add-biller';
import { referenceProblem } from '../lib/pay-bill-draft';

/** What a dropped connection means at each step: checking adds nothing; the code may have. */
const NO_ANSWER = {
  details: 'We could not reach Vaultline. Check your connection and try again: nothing was added.',
  code: 'We could not reach Vaultline, so we do not know whether the biller was added. Close this and look at your billers before you try again.',
} as const;

function refusalOf(error: ApiRequestError, step: keyof typeof NO_ANSWER): string {
  return error.status === null ? NO_ANSWER[step] : error.message;
}

/** The add-biller dialog's state: the biller and reference as typed, the step-up, the code. */
export function useAddBiller(directory: Biller[], onClose: () => void) {
  const start = useStartBiller();
  const confirm = useConfirmBiller();
  const [billerId, setBillerId] = useState('');
  const [reference, setReference] = useState('');
  const [nickname, setNickname] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [stepUp, setStepUp] = useState<AddBillerStart | null>(null);
  const [code, setCode] = useState('');
  const [round, setRound] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const biller = directory.find((candidate) => candidate.id === billerId);

  const close = () => {
    setBillerId('');
    setReference('');
    setNickname('');
    setProblem(null);
    setStepUp(null);
    setCode('');
    setRefusal(null);
    onClose();
  };
  const edited = () => {
    setStepUp(null);
    setRefusal(null);
    setProblem(null);
  };
  const submitDetails = async () => {
    const found = referenceProblem(biller, reference);
    if (found) return setProblem(found);
    const name = nickname.trim();
    const request = { billerId, reference: normaliseReference(reference), nickname: name || null };
    const result = await start.mutate(request);
    if (!result.ok) return setRefusal(refusalOf(result.error, 'details'));
    setStepUp(result.data);
  };
  const submitCode = async () => {
    const result = await confirm.mutate(code);
    if (!result.ok) {
      setCode('');
      setRound((value) => value + 1);
      if (result.error.status === null)
        void queryClient.invalidateQueries({ queryKey: billPayKeys.billers() });
      return setRefusal(refusalOf(result.error, 'code'));
    }
    toast({
      title: 'Biller added',
      description: `${result.data.billerName} (account ending ${result.data.referenceLast4}) is ready to pay.`,
      severity: 'success',
    });
    close();
  };
  const fields = { billerId, reference, nickname, biller, problem };
  const setters = {
    setBillerId: (value: string) => (setBillerId(value), edited()),
    setReference: (value: string) => (setReference(value), edited()),
    setNickname,
  };
  const state = { stepUp, code, setCode, round, refusal };
  return { start, confirm, ...fields, ...setters, ...state, close, submitDetails, submitCode };
}

export type AddBillerFlow = ReturnType<typeof useAddBiller>;
