import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { AuthenticatorStatus } from '@vaultline/contracts';
import { type Query } from '@vaultline/data-access';
import { formatDate } from '@vaultline/money';
import { ErrorState, ListSkeleton, SectionCard } from '@vaultline/ui';
import { AuthenticatorSetupDialog, useAuthenticatorSetup } from './authenticator-setup-dialog';
import { AuthenticatorTurnOffDialog } from './authenticator-turn-off-dialog';
import { NewRecoveryCodesDialog } from './new-recovery-codes-dialog';

type OpenDialog = 'turn-off' | 'recovery-codes' | null;

function OnText({ status }: { status: AuthenticatorStatus }) {
  const since = status.enabledAt ? ` since ${formatDate(status.enabledAt)}` : '';
  const left = status.recoveryCodesLeft;
  return (
    <Stack spacing={1}>
      <Typography>
        <strong>On{since}.</strong> Signing in needs your password and a code from your
        authenticator app. The app also gives the codes that confirm payments to new recipients, new
        payees and changes to your PIN or email: we email none of them.
      </Typography>
      <Typography variant="body2" color={left <= 2 ? 'warning.main' : 'text.secondary'}>
        {left} of 10 recovery codes left.
        {left <= 2 ? ' Make new ones before you run out.' : ''}
      </Typography>
    </Stack>
  );
}

/**
 * Authenticator app: set it up (QR code, key, confirming code, recovery codes), or when it is on,
 * new recovery codes and Turn off. `emailCodes`: the emailed-code setting, which applies again
 * once the app is off.
 */
export function AuthenticatorCard({
  status,
  emailCodes,
}: {
  status: Query<AuthenticatorStatus>;
  emailCodes: boolean;
}) {
  const setup = useAuthenticatorSetup();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const on = status.data?.enabled === true;
  return (
    <SectionCard title="Authenticator App">
      {status.error ? (
        <ErrorState
          title="We couldn't load your authenticator app status."
          message={status.error.message}
          onRetry={status.refetch}
        />
      ) : null}
      {status.isLoading ? <ListSkeleton rows={1} label="Loading authenticator app status" /> : null}
      {status.data && !on ? (
        <Typography>
          Use an authenticator app on your phone for the codes we would otherwise email you: at
          sign-in, and to confirm payments to new recipients, new payees and changes to your PIN or
          email. It works without signal or email access.
        </Typography>
      ) : null}
      {status.data && on ? <OnText status={status.data} /> : null}
      {status.data ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {on ? (
            <>
              <Button variant="outlined" onClick={() => setDialog('recovery-codes')}>
                New recovery codes
              </Button>
              <Button variant="outlined" color="error" onClick={() => setDialog('turn-off')}>
                Turn off
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={setup.begin}>
              Set up authenticator app
            </Button>
          )}
        </Box>
      ) : null}
      {setup.open ? <AuthenticatorSetupDialog setup={setup} /> : null}
      {dialog === 'turn-off' ? (
        <AuthenticatorTurnOffDialog emailCodes={emailCodes} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'recovery-codes' ? (
        <NewRecoveryCodesDialog onClose={() => setDialog(null)} />
      ) : null}
    </SectionCard>
  );
}
