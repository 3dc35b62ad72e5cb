import { useState } from 'react';
import type { AdminCheckDeposit } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import {
  useApproveCheckDeposit,
  useRejectCheckDeposit,
  useRequestCheckImages,
} from '../api/check-deposits';

export type ReasonAction = 'reject' | 'request-images';

/** What the staff member's decision did, in words for the page. */
function approvedText(result: AdminCheckDeposit): string {
  const check = `Check #${result.checkNumber} (${formatUsd(result.amountMinor)})`;
  if (result.status === 'in_review')
    return `${check}: your approval is recorded. A second staff member must approve it too.`;
  return `${check} approved for ${result.customer.name}.`;
}

/**
 * Approve, reject or ask for better photos. A refusal stays on screen (`error` for approve,
 * `reasonError` inside the reason dialog); a success tells the page what happened.
 */
export function useCheckDecisions(deposit: AdminCheckDeposit, onDecided: (text: string) => void) {
  const approve = useApproveCheckDeposit();
  const reject = useRejectCheckDeposit();
  const requestImages = useRequestCheckImages();
  const [error, setError] = useState<string | null>(null);
  const [reasonAction, setReasonAction] = useState<ReasonAction | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const check = `check #${deposit.checkNumber}`;

  const doApprove = async () => {
    setError(null);
    const result = await approve.mutate(deposit.id);
    if (!result.ok) return setError(result.error.message);
    onDecided(approvedText(result.data));
  };

  const doWithReason = async (reason: string) => {
    setReasonError(null);
    const args = { id: deposit.id, reason };
    const result =
      reasonAction === 'reject' ? await reject.mutate(args) : await requestImages.mutate(args);
    if (!result.ok) return setReasonError(result.error.message);
    setReasonAction(null);
    onDecided(
      reasonAction === 'reject'
        ? `Rejected ${check}. ${deposit.customer.name} sees your reason.`
        : `Asked ${deposit.customer.name} for better photos of ${check}.`,
    );
  };

  const openReason = (action: ReasonAction | null) => {
    setReasonError(null);
    setReasonAction(action);
  };

  return {
    busy: approve.isPending || reject.isPending || requestImages.isPending,
    reasonPending: reject.isPending || requestImages.isPending,
    error,
    reasonAction,
    reasonError,
    openReason,
    doApprove,
    doWithReason,
  };
}
