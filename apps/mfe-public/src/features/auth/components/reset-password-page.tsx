import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { AuthErrorCode, PasswordSchema } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { type FormEvent, useEffect, useState } from 'react';
import { type Location, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ResetPasswordRequestSchema, useResetPassword } from '../api/reset-password';
import { toastFailure } from '../hooks/failure-toast';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

const MISMATCH = 'Passwords do not match!';

function InvalidLink() {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" component={RouterLink} to={paths.forgotPassword}>
          Request a new link
        </Button>
      }
    >
      This reset link is not valid. It may have expired (links last 24 hours) or been used already.
    </Alert>
  );
}

/**
 * The reset token: in the fragment (`#token=`, which browsers never send to a server) as links are
 * sent now, or in the query string of links sent before.
 */
function tokenIn({ hash, search }: Location): string | null {
  return (
    new URLSearchParams(hash.slice(1)).get('token') ?? new URLSearchParams(search).get('token')
  );
}

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [token] = useState(() => tokenIn(location) ?? '');
  useEffect(() => {
    // Once read, the token leaves the address bar (and so the history, bookmarks and screenshots).
    if (tokenIn(location) !== null) navigate(location.pathname, { replace: true });
  }, [location, navigate]);
  const reset = useResetPassword();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [touched, setTouched] = useState({ newPassword: false, confirmPassword: false });
  const [linkRejected, setLinkRejected] = useState(false);
  const tokenValid =
    ResetPasswordRequestSchema.shape.token.safeParse(token).success && !linkRejected;

  const passwordProblem = PasswordSchema.safeParse(newPassword).error?.issues[0]?.message;
  const confirmProblem = !confirmPassword
    ? 'Confirm your new password'
    : confirmPassword !== newPassword
      ? MISMATCH
      : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ newPassword: true, confirmPassword: true });
    if (newPassword !== confirmPassword) {
      toast({ title: 'Invalid Password', description: MISMATCH, severity: 'error' });
      return;
    }
    if (passwordProblem || confirmProblem) return;
    const result = await reset.mutate({ token, newPassword, confirmPassword });
    if (!result.ok) {
      if (result.error.code === AuthErrorCode.RESET_LINK_INVALID) setLinkRejected(true);
      toastFailure('Reset Failed', result.error, 'Something went wrong. Please try again later.');
      return;
    }
    toast({
      title: 'Password Reset Successful.',
      description: result.data.message,
      severity: 'success',
    });
    navigate(paths.login, { replace: true });
  };

  return (
    <AuthCard
      title="Reset Password"
      subtitle="Choose a new password for your account. Reset links work once and expire after 24 hours."
    >
      {tokenValid ? (
        <Stack
          component="form"
          noValidate
          onSubmit={submit}
          spacing={2.5}
          aria-label="Choose a new password"
        >
          <Box>
            <PasswordField
              label="New password"
              autoComplete="new-password"
              required
              fullWidth
              value={newPassword}
              onChange={(event) => setNewPassword(event.target.value)}
              onBlur={() => setTouched({ ...touched, newPassword: true })}
              error={touched.newPassword && Boolean(passwordProblem)}
              helperText={
                (touched.newPassword && passwordProblem) ||
                'At least 8 characters. A long passphrase is best.'
              }
            />
            <PasswordStrengthMeter password={newPassword} />
          </Box>
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            required
            fullWidth
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
            onBlur={() => setTouched({ ...touched, confirmPassword: true })}
            error={touched.confirmPassword && Boolean(confirmProblem)}
            helperText={touched.confirmPassword ? confirmProblem : undefined}
          />
          <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
            {reset.isPending ? 'Resetting...' : 'Reset Password'}
          </Button>
        </Stack>
      ) : (
        <InvalidLink />
      )}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login}>
          Back to sign in
        </Link>
      </Typography>
    </AuthCard>
  );
}
