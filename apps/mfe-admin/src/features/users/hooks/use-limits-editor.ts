import { useState, type FormEvent } from 'react';
import {
  ChangeReasonSchema,
  type ChangeRequest,
  type TransferSettingsView,
} from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { toastFailure } from '@vaultline/ui';
import { useUpdateTransferSettings } from '../../../api/update-transfer-settings';
import type { LimitsForm } from '../lib/limits-form';
import { toForm, pendingChanges, savedToast } from '../lib/limits-form';

/** The limits editor's state: the draft, its two reasons (suspension, approval) and saving. */
export function useLimitsEditor(
  userId: string,
  settings: TransferSettingsView,
  onSaved: (settings: TransferSettingsView) => void,
) {
  const update = useUpdateTransferSettings();
  const [form, setForm] = useState<LimitsForm>(() => toForm(settings));
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [why, setWhy] = useState('');
  const [whyError, setWhyError] = useState<string | null>(null);
  const [requested, setRequested] = useState<ChangeRequest | null>(null);
  const { changes, dirty, asksApproval } = pendingChanges(form, settings);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (form.suspended && !form.reason) {
      setReasonError('Choose why outgoing transfers are suspended');
      return;
    }
    const reason = ChangeReasonSchema.safeParse(why);
    if (asksApproval && !reason.success) {
      setWhyError(reason.error.issues[0]?.message ?? 'Reason is required');
      return;
    }
    const asked = asksApproval ? { ...changes, reason: reason.data } : changes;
    const result = await update.mutate({ userId, changes: asked });
    if (!result.ok) {
      toastFailure('Settings failed', result.error);
      return;
    }
    const { settings: next, request } = result.data;
    toast(savedToast(request));
    setRequested(request);
    setWhy('');
    setForm(toForm(next));
    onSaved(next);
  };
  const fields = { form, setForm, reasonError, setReasonError, why, setWhy, whyError, setWhyError };
  return { ...fields, update, requested, dirty, asksApproval, save };
}

export type LimitsState = ReturnType<typeof useLimitsEditor>;
