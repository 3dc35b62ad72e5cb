import { FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import type { NotificationPreferences } from '@vaultline/contracts';
import { SectionCard, toastFailure } from '@vaultline/ui';
import { useUpdatePreferences } from '../../../api/update-preferences';

const CHANNELS: Array<{ key: keyof NotificationPreferences; label: string; hint: string }> = [
  {
    key: 'email',
    label: 'Email Notifications',
    hint: 'Emails about your transfers: sent, received, held for review, approved or not, returned. Security emails (a sign-in from a new browser; password, PIN, email and two-factor changes) always go, whatever you choose here.',
  },
  {
    key: 'sms',
    label: 'SMS Notifications',
    hint: 'Coming soon: your choice is saved, but no text messages are sent yet.',
  },
  {
    key: 'push',
    label: 'Push Notifications',
    hint: 'Coming soon: your choice is saved, but no alerts are sent yet.',
  },
  {
    key: 'marketing',
    label: 'Marketing Emails',
    hint: 'Coming soon: your choice is saved; Vaultline sends no marketing today.',
  },
];

/** Notification toggles, each saved on the server at once (the switch shows the new value while it saves). */
export function NotificationPreferencesCard({
  preferences,
}: {
  preferences: NotificationPreferences;
}) {
  const update = useUpdatePreferences();
  const [saving, setSaving] = useState<{
    key: keyof NotificationPreferences;
    value: boolean;
  } | null>(null);

  const toggle = async (key: keyof NotificationPreferences, value: boolean) => {
    setSaving({ key, value });
    const result = await update.mutate({ notifications: { [key]: value } });
    setSaving(null);
    if (!result.ok) toastFailure('Update failed', result.error);
  };

  return (
    <SectionCard title="Notification Preferences">
      <FormGroup>
        {CHANNELS.map(({ key, label, hint }) => (
          <FormControlLabel
            key={key}
            sx={{ alignItems: 'flex-start', my: 0.5 }}
            control={
              <Switch
                checked={saving?.key === key ? saving.value : preferences[key]}
                onChange={(_event, checked) => void toggle(key, checked)}
                disabled={saving !== null}
              />
            }
            label={
              <>
                <Typography sx={{ mt: 1 }}>{label}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {hint}
                </Typography>
              </>
            }
          />
        ))}
      </FormGroup>
    </SectionCard>
  );
}
