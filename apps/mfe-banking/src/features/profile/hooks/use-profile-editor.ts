import { useState } from 'react';
import { UpdateProfileRequestSchema, type Me } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { fieldErrors, personNameMessage, toastFailure } from '@vaultline/ui';
import { attempt } from '../../../lib/attempt';
import { updateProfile } from '../api/update-profile';
import { uploadAvatar } from '../api/upload-avatar';
import { useAvatarChoice } from './use-avatar-choice';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  mobile: string;
  address: string;
  dateOfBirth: string;
}

function valuesOf(user: Me | null): ProfileValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    mobile: user?.mobile ?? '',
    address: user?.address ?? '',
    dateOfBirth: user?.dateOfBirth ?? '',
  };
}

/** The schema's messages, the names' told better (a name must start with a letter). */
function profileErrors(values: ProfileValues, errors: Record<string, string>) {
  const named = { ...errors };
  if (named.firstName)
    named.firstName = personNameMessage('First name', values.firstName, named.firstName);
  if (named.lastName)
    named.lastName = personNameMessage('Last name', values.lastName, named.lastName);
  return named;
}

/** Uploads the new photo after the details were saved; says so honestly if only the details made it. */
async function savePhoto(image: Blob): Promise<void> {
  const uploaded = await attempt(() => uploadAvatar(image));
  if (uploaded.ok) {
    toast({ title: 'Success', description: 'Profile updated successfully!', severity: 'success' });
  } else {
    const description = `Profile details were saved, but the image failed to upload. ${uploaded.error.message}`;
    toast({ title: 'Update failed', description, severity: 'error' });
  }
}

/** Edit Profile → fields (and photo) → Save Changes (PATCH /me, then PUT /me/avatar) or Cancel. */
export function useProfileEditor(user: Me | null) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const avatar = useAvatarChoice();

  const start = () => {
    setValues(valuesOf(user));
    setErrors({});
    setEditing(true);
  };
  const cancel = () => {
    avatar.clear();
    setEditing(false);
  };

  const save = async () => {
    const parsed = UpdateProfileRequestSchema.safeParse(values);
    if (!parsed.success) return setErrors(profileErrors(values, fieldErrors(parsed.error)));
    setErrors({});
    setSaving(true);
    const saved = await attempt(() => updateProfile(values));
    if (!saved.ok) {
      setSaving(false);
      return toastFailure('Update failed', saved.error);
    }
    if (avatar.photo) await savePhoto(avatar.photo.image);
    else
      toast({
        title: 'Success',
        description: 'Profile updated successfully!',
        severity: 'success',
      });
    setSaving(false);
    cancel();
  };

  const change = (patch: Partial<ProfileValues>) =>
    setValues((current) => ({ ...current, ...patch }));
  return { editing, values, errors, saving, avatar, start, cancel, save, change };
}
