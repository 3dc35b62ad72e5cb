import { useState } from 'react';
import type { LinkAccountStart } from '@vaultline/contracts';
import { queryClient } from '@vaultline/data-access';
import { formatDate } from '@vaultline/money';
import { toast, type ApiRequestError } from '@vaultline/session';
import { linkedAccountsKeys } from '../../../api/query-keys';
import { useConfirmLink, useStartLink } from '../api/link-account';
import { EMPTY_LINK_DRAFT, parseLinkDraft, type LinkDraft } from '../lib/link-form';

/** What a dropped connection means at each step: checking links nothing; the code may have. */
const NO_ANSWER = {
  details: 'We could not reach Vaultline. Check your connection and try again: nothing was linked.',
  code: 'We could not reach Vaultline, so we do not know whether the account was linked. Close this and look at your linked accounts before you try again.',
} as const;

/** The refusal in the dialog: the API's own words, or what a dropped connection means. */
function refusalOf(error: ApiRequestError, step: keyof typeof NO_ANSWER): string {
  return error.status === null ? NO_ANSWER[step] : error.message;
}

/**
 * The link dialog's state: the details (kept as typed through any refusal), the step-up once
 * opened, the code, and the two calls.
 */
export function useLinkAccount(onClose: () => void) {
  const start = useStartLink();
  const confirm = useConfirmLink();
  const [draft, setDraft] = useState<LinkDraft>(EMPTY_LINK_DRAFT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stepUp, setStepUp] = useState<LinkAccountStart | null>(null);
  const [code, setCode] = useState('');
  const [round, setRound] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setDraft(EMPTY_LINK_DRAFT);
    setErrors({});
    setStepUp(null);
    setCode('');
    setRefusal(null);
    onClose();
  };
  const edit = (next: LinkDraft) => {
    setDraft(next);
    setStepUp(null);
    setRefusal(null);
  };
  const submitDetails = async () => {
    const parsed = parseLinkDraft(draft);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    setRefusal(null);
    const result = await start.mutate(parsed.request);
    if (!result.ok) return setRefusal(refusalOf(result.error, 'details'));
    setStepUp(result.data);
  };
  const submitCode = async () => {
    const result = await confirm.mutate(code);
    if (!result.ok) {
      setCode('');
      setRound((value) => value + 1);
      // Without an answer the link may exist: the list behind the dialog asks again.
      if (result.error.status === null)
        void queryClient.invalidateQueries({ queryKey: linkedAccountsKeys.list() });
      return setRefusal(refusalOf(result.error, 'code'));
    }
    const arrive = result.data.microDepositsArriveAt;
    toast({
      title: 'Account Linked',
      description: arrive
        ? `Two small deposits arrive by ${formatDate(arrive)}. Type them in to verify the account.`
        : 'Type in the two small deposits to verify the account.',
      severity: 'success',
    });
    close();
  };
  const state = { draft, errors, stepUp, code, setCode, round, refusal };
  return { start, confirm, ...state, close, edit, submitDetails, submitCode };
}

export type LinkAccountFlow = ReturnType<typeof useLinkAccount>;
