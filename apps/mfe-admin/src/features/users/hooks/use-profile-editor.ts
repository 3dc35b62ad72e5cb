import { useState, type FormEvent } from 'react';
import {
  AdminUpdateUserRequestSchema,
  type AdminUserDetail,
  type ChangeRequest,
} from '@vaultline/contracts';
import { toast, useSession } from '@vaultline/session';
import { fieldErrors, toastFailure } from '@vaultline/ui';
import { useUpdateUser } from '../api/update-user';
import type { ProfileForm, Field } from '../lib/profile-form';
import { toForm, changesOf, needsApproval, ERROR_FIELDS, savedToast } from '../lib/profile-form';

/** Staff edited themselves: the shell's header (the shared session) shows the new name and email at once. */
function syncSession(user: AdminUserDetail['user']): void {
  const session = useSession.getState();
  if (!session.user || session.user.id !== user.id) return;
  const { firstName, lastName, email, mobile, address, dateOfBirth } = user;
  session.setUser({ ...session.user, firstName, lastName, email, mobile, address, dateOfBirth });
}

/** The profile editor's state: the draft, its errors, the reason a two-person change needs, and saving. */
export function useProfileEditor(
  detail: AdminUserDetail,
  onSaved: (detail: AdminUserDetail) => void,
) {
  const { user } = detail;
  const ownProfile = useSession((state) => state.user?.id === user.id);
  const update = useUpdateUser();
  const saved = toForm(user);
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<ProfileForm>(saved);
  const [errors, setErrors] = useState<Partial<Record<Field | 'reason', string>>>({});
  const [reason, setReason] = useState('');
  const [requested, setRequested] = useState<ChangeRequest | null>(null);
  const locked = !editing || update.isPending;
  const asksApproval = needsApproval(changesOf(form, saved));

  const set = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Back to the saved values (or `values`), editing or not. */
  const reset = (values: ProfileForm, nowEditing: boolean) => {
    setForm(values);
    setErrors({});
    setReason('');
    setEditing(nowEditing);
  };
  const start = () => reset(toForm(user), true);
  const cancel = () => reset(saved, false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const changes = changesOf(form, saved);
    if (Object.keys(changes).length === 0) {
      setEditing(false);
      return;
    }
    if (needsApproval(changes)) changes.reason = reason;
    const parsed = AdminUpdateUserRequestSchema.safeParse(changes);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    const result = await update.mutate({ userId: user.id, changes: parsed.data });
    if (result.ok) {
      const { detail: next, request } = result.data;
      toast(savedToast(changes, request));
      reset(toForm(next.user), false);
      setRequested(request);
      onSaved(next);
      if (ownProfile) syncSession(next.user);
      return;
    }
    const field = ERROR_FIELDS[result.error.code];
    if (field) setErrors({ [field]: result.error.message });
    toastFailure('Update failed', result.error);
  };
  const editorState = { user, ownProfile, update, editing, form, errors, setErrors, reason };
  return { ...editorState, setReason, requested, locked, asksApproval, set, start, cancel, save };
}

export type ProfileEditorState = ReturnType<typeof useProfileEditor>;
