import { FormControlLabel, Switch, Typography } from '@mui/material';
import { toast } from '@vaultline/session';
import { useState } from 'react';
import { useUpdatePreferences } from '../../../api/update-preferences';
import { SectionCard, toastFailure } from '@vaultline/ui';

/** Two-factor sign-in, saved on the server (the switch shows the new value while it saves). */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const update = useUpdatePreferences();
  const [saving, setSaving] = useState<boolean | null>(null);

  const toggle = async (next: boolean) => {
    setSaving(next);
    const result = await update.mutate({ twoFactorEnabled: next });
    setSaving(null);
    if (!result.ok) return toastFailure('Update failed', result.error);
    toast({
      title: next ? 'Two-factor authentication is on' : 'Two-factor authentication is off',
      description: next
        ? 'Signing in will also need a code we email you.'
        : 'Signing in needs only your password.',
      severity: 'success',
    });
  };

  return (
    <SectionCard title="Two-Factor Authentication">
      <FormControlLabel
        control={
          <Switch
            checked={saving ?? enabled}
            onChange={(_event, checked) => void toggle(checked)}
            disabled={saving !== null}
          />
        }
        label="Require a code when signing in"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        When this is on, signing in also needs a 6-digit code we send to your email address.
      </Typography>
    </SectionCard>
  );
}
