import { Chip, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { toast } from '@vaultline/session';
import { SectionCard, toastFailure } from '@vaultline/ui';
import { NEW_BROWSER_RULE } from '../../../lib/step-up';
import { useSetTwoFactor } from '../api/set-two-factor';
import { TwoFactorOffDialog } from './two-factor-off-dialog';

/** What signing in asks for after the password. */
export type SecondFactorStatus = 'new-browsers' | 'every-sign-in' | 'totp';

const STATUS_LABEL: Record<SecondFactorStatus, string> = {
  'new-browsers': 'Email code on new browsers',
  'every-sign-in': 'Email code at every sign-in',
  totp: 'Authenticator app',
};

/** The second factor now: the app when it is on, else emailed codes, every time or on new browsers. */
export function secondFactorStatus(alwaysAsk: boolean, appOn: boolean | undefined) {
  if (appOn) return 'totp';
  return alwaysAsk ? 'every-sign-in' : 'new-browsers';
}

/** "Always ask": on at once; off only after the security step-up (the dialog). */
function AlwaysAskSwitch({ enabled }: { enabled: boolean }) {
  const update = useSetTwoFactor();
  const [saving, setSaving] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const turnOn = async () => {
    setSaving(true);
    const result = await update.mutate({ enabled: true });
    setSaving(false);
    if (!result.ok) return toastFailure('Update failed', result.error);
    toast({
      title: 'A code at every sign-in',
      description: 'Every sign-in now also needs a code we email you, on every browser.',
      severity: 'success',
    });
  };
  return (
    <Stack>
      <FormControlLabel
        control={
          <Switch
            checked={saving || enabled}
            onChange={(_event, checked) => (checked ? void turnOn() : setTurningOff(true))}
            disabled={saving || turningOff}
          />
        }
        label="Always ask for a code at sign-in"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        When this is on, every sign-in also needs a 6-digit code we email you, on browsers you used
        before too. {NEW_BROWSER_RULE}
      </Typography>
      {turningOff ? <TwoFactorOffDialog onClose={() => setTurningOff(false)} /> : null}
    </Stack>
  );
}

/**
 * Two-factor sign-in: what signing in asks for now, and "always ask for a code at sign-in"
 * (saved on the server). While the authenticator app is on it answers every sign-in, so the
 * switch is not offered. `appOn` is undefined until the app's status is known.
 */
export function TwoFactorCard({ enabled, appOn }: { enabled: boolean; appOn?: boolean }) {
  const status = appOn === undefined ? null : secondFactorStatus(enabled, appOn);
  return (
    <SectionCard
      title="Two-Factor Authentication"
      action={
        status ? (
          <Chip size="small" color="success" label={`Status: ${STATUS_LABEL[status]}`} />
        ) : null
      }
    >
      {appOn ? (
        <Typography color="text.secondary">
          Every sign-in needs a code from your authenticator app, on every browser. Emailed codes
          are not used while the app is on.
        </Typography>
      ) : (
        <AlwaysAskSwitch enabled={enabled} />
      )}
    </SectionCard>
  );
}
