import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { KycErrorCode } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { paths } from '../../../config/paths';
import { useIssueCard } from '../api/cards';
import { showCard } from './use-card-actions';

const NO_ANSWER =
  'We could not reach Vaultline, so we do not know whether the card was issued. ' +
  'Look at Manage Cards before you try again.';

/** The request form: the account chosen, the server's refusal; a success goes to Manage Cards. */
export function useRequestCard(eligibleIds: string[]) {
  const issue = useIssueCard();
  const navigate = useNavigate();
  // One eligible account: it is chosen already.
  const [accountId, setAccountId] = useState(eligibleIds.length === 1 ? eligibleIds[0] : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [identityNeeded, setIdentityNeeded] = useState(false);
  const choose = (id: string) => {
    setAccountId(id);
    setProblem(null);
    setRefusal(null);
    setIdentityNeeded(false);
  };
  const submit = async () => {
    if (!accountId) return setProblem('Choose the account the card spends from.');
    const answer = await issue.mutate({ accountId });
    if (!answer.ok) {
      setIdentityNeeded(answer.error.code === KycErrorCode.NOT_VERIFIED);
      return setRefusal(answer.error.status === null ? NO_ANSWER : answer.error.message);
    }
    showCard(answer.data);
    toast({
      title: 'Card issued',
      description: `Your virtual debit card ending ${answer.data.last4} is ready to use now.`,
      severity: 'success',
    });
    navigate(paths.manageCards);
  };
  return { accountId, choose, problem, refusal, identityNeeded, pending: issue.isPending, submit };
}

export type RequestCardForm = ReturnType<typeof useRequestCard>;
