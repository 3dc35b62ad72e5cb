import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthErrorCode } from '@vaultline/contracts';
import { signOut, useSession } from '@vaultline/session';
import { toastFailure } from '@vaultline/ui';
import { SupportContact } from '../../../components/legal/support-contact';
import { paths } from '../../../config/paths';
import { CancelEmailChangeRequestSchema, useCancelEmailChange } from '../api/cancel-email-change';
import { useLinkToken } from '../hooks/link-token';
import { AuthCard } from './auth-card';

/** Where the cancel stands: not sent yet, done (the API's words), or refused for good. */
type Outcome =
  | { kind: 'ready' }
  | { kind: 'cancelled'; message: string }
  | { kind: 'link-invalid'; message: string };

/** What cancelling does, said before the button. */
function WhatCancellingDoes() {
  return (
    <Typography component="ul" sx={{ pl: 3, mt: 0, mb: 3, '& li + li': { mt: 1 } }}>
      <li>Your account signs in with the address this link was sent to again.</li>
      <li>
        Everyone signed in to your account is signed out, on every device, and every browser is
        asked for a code at its next sign-in.
      </li>
      <li>Then choose a new password: whoever changed your email knew your current one.</li>
    </Typography>
  );
}

/** After the cancel: what happened, and the next step (a new password). */
function Cancelled({ message }: { message: string }) {
  return (
    <Stack spacing={2}>
      <Alert severity="success">{message}</Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button component={RouterLink} to={paths.forgotPassword} variant="contained">
          Choose a new password
        </Button>
        <Button component={RouterLink} to={paths.login}>
          Sign in
        </Button>
      </Stack>
    </Stack>
  );
}

/** The link cannot cancel anything: why, and who can help. */
function LinkInvalid({ message }: { message: string }) {
  return (
    <Alert severity="error">
      <Typography sx={{ mb: 1 }}>{message}</Typography>
      <Typography variant="body2">
        <SupportContact />
      </Typography>
    </Alert>
  );
}

/** Sends the cancel once; a refused link stays refused, anything else may be tried again. */
function useCancel(token: string) {
  const cancel = useCancelEmailChange();
  const signedIn = useSession((state) => state.status === 'signedIn');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'ready' });
  const submit = async () => {
    const result = await cancel.mutate({ token });
    if (result.ok) {
      setOutcome({ kind: 'cancelled', message: result.data.message });
      // Every session of the account just ended: this browser's too, if it had one.
      if (signedIn) void signOut();
      return;
    }
    if (result.error.code === AuthErrorCode.CANCEL_LINK_INVALID)
      return setOutcome({ kind: 'link-invalid', message: result.error.message });
    toastFailure('Not cancelled', result.error, 'Something went wrong. Please try again.');
  };
  return { outcome, submit, pending: cancel.isPending };
}

/**
 * /email-change/cancel#token=…: the link the old address gets after an email change. It says what
 * cancelling does, and one button cancels (the old address back, every session signed out).
 */
export function CancelEmailChangePage() {
  const token = useLinkToken();
  const { outcome, submit, pending } = useCancel(token);
  const wellFormed = CancelEmailChangeRequestSchema.shape.token.safeParse(token).success;
  const notValid =
    'This link is not valid. It may be incomplete: open it from the email again, or copy the whole link.';
  return (
    <AuthCard
      title="Cancel the email change"
      subtitle="Your Vaultline account's sign-in email was changed. If it was not you, cancel the change here: the link works once, for 24 hours after the change."
    >
      {outcome.kind === 'cancelled' ? <Cancelled message={outcome.message} /> : null}
      {outcome.kind === 'link-invalid' ? <LinkInvalid message={outcome.message} /> : null}
      {outcome.kind === 'ready' && !wellFormed ? <LinkInvalid message={notValid} /> : null}
      {outcome.kind === 'ready' && wellFormed ? (
        <Box>
          <WhatCancellingDoes />
          <Button
            variant="contained"
            color="error"
            size="large"
            onClick={() => void submit()}
            disabled={pending}
            startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {pending ? 'Cancelling...' : 'Cancel the email change'}
          </Button>
        </Box>
      ) : null}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login}>
          Back to sign in
        </Link>
      </Typography>
    </AuthCard>
  );
}
