import { Chip, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { toast } from '@vaultline/session';
import { useState } from 'react';
import { useUpdatePreferences } from '../../../api/update-preferences';
import { SectionCard, toastFailure } from '@vaultline/ui';

/** What signing in asks for after the password. */
export type SecondFactorStatus = 'off' | 'email' | 'totp';

const STATUS_LABEL: Record<SecondFactorStatus, string> = {
  off: 'Off',
  email: 'Email codes',
  totp: 'Authenticator app',
};

/** The second factor now: the authenticator app when it is on, else emailed codes when those are. */
export function secondFactorStatus(emailCodes: boolean, appOn: boolean | undefined) {
  if (appOn) return 'totp';
  return emailCodes ? 'email' : 'off';
}

/**
 * Two-factor sign-in, saved on the server (the switch shows the new value while it saves), with
 * what sign-in asks for now. While the authenticator app is on it replaces emailed codes, so the
 * switch is not offered. `appOn` is undefined until the app's status is known.
 */
export function TwoFactorCard({ enabled, appOn }: { enabled: boolean; appOn?: boolean }) {
  const update = useUpdatePreferences();
  const [saving, setSaving] = useState<boolean | null>(null);
  const status = appOn === undefined ? null : secondFactorStatus(enabled, appOn);

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
    <SectionCard
      title="Two-Factor Authentication"
      action={
        status ? (
          <Chip
            size="small"
            color={status === 'off' ? 'default' : 'success'}
            label={`Status: ${STATUS_LABEL[status]}`}
          />
        ) : null
      }
    >
      {appOn ? (
        <Typography color="text.secondary">
          Signing in needs a code from your authenticator app. Emailed codes are not used while the
          app is on.
        </Typography>
      ) : (
        <Stack>
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
        </Stack>
      )}
    </SectionCard>
  );
}
