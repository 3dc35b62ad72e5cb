import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DisputeReason } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { paths } from '../../../config/paths';
import { useFileDispute, useUploadEvidence } from '../api/disputes';
import { evidenceProblem } from '../lib/evidence';

export type CardAction = 'none' | 'freeze' | 'replace';

const NO_ANSWER =
  'We could not reach Vaultline, so we do not know whether your dispute was filed. ' +
  'Look at Disputes before you try again.';

/** The dispute form's state: what was typed is kept through every refusal. */
export function useDisputeForm(kind: 'card' | 'transfer', subjectId: string) {
  const file = useFileDispute();
  const upload = useUploadEvidence();
  const navigate = useNavigate();
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [description, setDescription] = useState('');
  const [evidence, setEvidence] = useState<File | null>(null);
  const [cardAction, setCardAction] = useState<CardAction>('none');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const chooseEvidence = (chosen: File | null) => {
    const problem = chosen ? evidenceProblem(chosen) : null;
    setProblems((old) => ({ ...old, evidence: problem ?? '' }));
    setEvidence(problem ? null : chosen);
  };
  const check = () => {
    const found: Record<string, string> = {};
    if (!reason) found.reason = 'Choose a reason.';
    if (!description.trim()) found.description = 'Tell us what happened.';
    setProblems(found);
    return Object.keys(found).length === 0;
  };
  const submit = async () => {
    setRefusal(null);
    if (!check() || !reason) return;
    let attachmentId: string | null = null;
    if (evidence) {
      const sent = await upload.mutate(evidence);
      if (!sent.ok) return setRefusal(sent.error.status === null ? NO_ANSWER : sent.error.message);
      attachmentId = sent.data.id;
    }
    const action = kind === 'card' && reason === 'not_recognised' ? cardAction : 'none';
    const answer = await file.mutate({
      subjectKind: kind,
      subjectId,
      reason,
      description: description.trim(),
      attachmentId,
      cardAction: action,
    });
    if (!answer.ok)
      return setRefusal(answer.error.status === null ? NO_ANSWER : answer.error.message);
    toast({
      title: 'Dispute filed',
      description: 'We acknowledge it now and tell you at each step.',
      severity: 'success',
    });
    navigate(paths.dispute(answer.data.id));
  };
  return {
    reason,
    setReason,
    description,
    setDescription,
    evidence,
    chooseEvidence,
    cardAction,
    setCardAction,
    problems,
    refusal,
    pending: file.isPending || upload.isPending,
    submit,
  };
}

export type DisputeForm = ReturnType<typeof useDisputeForm>;
