import { useState, type FormEvent } from 'react';
import { AdminErrorCode, type BankSettings, type ChangeRequest } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { toastFailure } from '@vaultline/ui';
import { SENT_FOR_APPROVAL } from '../../../lib/change-lines';
import { useUpdateBankSettings } from '../api/update-bank-settings';
import type { Draft, Errors } from '../lib/settings-draft';
import { collect, toDraft } from '../lib/settings-draft';

export interface SettingsFormProps {
  settings: BankSettings;
  /** A change was asked for: it waits for another staff member. */
  onRequested(request: ChangeRequest): void;
}

/** The draft, the reason, their errors, and sending the change for approval. */
export function useSettingsForm({ settings, onRequested }: SettingsFormProps) {
  const update = useUpdateBankSettings();
  const [draft, setDraft] = useState<Draft>(() => toDraft(settings));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const set = (key: keyof Draft) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const { changes, problems } = collect(draft, reason, settings);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const result = await update.mutate(changes);
    if (!result.ok) {
      if (result.error.code === AdminErrorCode.REASON_REQUIRED)
        setErrors({ reason: result.error.message });
      toastFailure('Settings failed', result.error);
      return;
    }
    setDraft(toDraft(result.data.settings));
    setReason('');
    if (result.data.request) {
      toast({ title: 'Sent for approval', description: SENT_FOR_APPROVAL, severity: 'info' });
      onRequested(result.data.request);
    }
  };

  const reset = () => {
    setDraft(toDraft(settings));
    setErrors({});
  };
  const dirty = JSON.stringify(draft) !== JSON.stringify(toDraft(settings));
  return { update, draft, reason, setReason, errors, setErrors, set, save, reset, dirty };
}

export type SettingsFormState = ReturnType<typeof useSettingsForm>;
