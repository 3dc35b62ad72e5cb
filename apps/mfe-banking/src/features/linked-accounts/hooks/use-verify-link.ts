import { useState } from 'react';
import { AchErrorCode, type LinkedAccount, type VerifyLinkRequest } from '@vaultline/contracts';
import { queryClient } from '@vaultline/data-access';
import { toast, type ApiRequestError } from '@vaultline/session';
import { linkedAccountsKeys } from '../../../api/query-keys';
import { useVerifyLink } from '../api/verify-link';
import { parseMicroAmount } from '../lib/micro-amounts';

export interface AmountDraft {
  first: string;
  second: string;
}

const EMPTY: AmountDraft = { first: '', second: '' };

function refusalOf(error: ApiRequestError): string {
  return error.status === null
    ? 'We could not reach Vaultline. Check your connection, then try again: the list shows the tries left.'
    : error.message;
}

/**
 * The verify dialog's state: the two amounts as typed (kept through a refusal, so one can be
 * corrected), their problems, and the API's answer. A wrong try refreshes the list (tries left).
 */
export function useVerifyLinkForm(account: LinkedAccount | null, onClose: () => void) {
  const verify = useVerifyLink();
  const [amounts, setAmounts] = useState<AmountDraft>(EMPTY);
  const [errors, setErrors] = useState<Partial<AmountDraft>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const close = () => {
    setAmounts(EMPTY);
    setErrors({});
    setRefusal(null);
    setFailed(false);
    onClose();
  };
  const edit = (next: AmountDraft) => {
    setAmounts(next);
    setErrors({});
  };
  const submit = async () => {
    if (!account) return;
    const first = parseMicroAmount(amounts.first);
    const second = parseMicroAmount(amounts.second);
    if ('problem' in first || 'problem' in second) {
      return setErrors({
        first: 'problem' in first ? first.problem : undefined,
        second: 'problem' in second ? second.problem : undefined,
      });
    }
    setRefusal(null);
    const request: VerifyLinkRequest = { amountsMinor: [first.cents, second.cents] };
    const result = await verify.mutate({ linkedAccountId: account.id, request });
    if (result.ok) {
      toast({
        title: 'Account Verified',
        description: 'You can now move money with it.',
        severity: 'success',
      });
      return close();
    }
    setRefusal(refusalOf(result.error));
    setFailed(result.error.code === AchErrorCode.LINK_FAILED);
    void queryClient.invalidateQueries({ queryKey: linkedAccountsKeys.list() });
  };
  return { verify, amounts, errors, refusal, failed, close, edit, submit };
}

export type VerifyLinkFlow = ReturnType<typeof useVerifyLinkForm>;
