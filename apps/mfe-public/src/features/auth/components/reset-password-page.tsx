import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { type Location, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ResetPasswordRequestSchema } from '../api/reset-password';
import { useResetPasswordForm } from '../hooks/use-reset-password-form';
import { AuthCard } from './auth-card';
import { PasswordStrengthMeter } from './password-strength-meter';
import { PasswordField } from '@vaultline/ui';

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

/** The token from the link, read once; then it leaves the address bar. */
function useResetToken(): string {
  const navigate = useNavigate();
  const location = useLocation();
  const [token] = useState(() => tokenIn(location) ?? '');
  useEffect(() => {
    // Once read, the token leaves the address bar (and so the history, bookmarks and screenshots).
    if (tokenIn(location) !== null) navigate(location.pathname, { replace: true });
  }, [location, navigate]);
  return token;
}

/** The new password (with its strength), its confirmation, and Reset Password. */
function NewPasswordForm({ form }: { form: ReturnType<typeof useResetPasswordForm> }) {
  const { touched, setTouched, passwordProblem, confirmProblem } = form;
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={form.submit}
      spacing={2.5}
      aria-label="Choose a new password"
    >
      <Box>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          fullWidth
          value={form.newPassword}
          onChange={(event) => form.setNewPassword(event.target.value)}
          onBlur={() => setTouched({ ...touched, newPassword: true })}
          error={touched.newPassword && Boolean(passwordProblem)}
          helperText={
            (touched.newPassword && passwordProblem) ||
            'At least 8 characters. A long passphrase is best.'
          }
        />
        <PasswordStrengthMeter password={form.newPassword} />
      </Box>
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        required
        fullWidth
        value={form.confirmPassword}
        onChange={(event) => form.setConfirmPassword(event.target.value)}
        onBlur={() => setTouched({ ...touched, confirmPassword: true })}
        error={touched.confirmPassword && Boolean(confirmProblem)}
        helperText={touched.confirmPassword ? confirmProblem : undefined}
      />
      <Button type="submit" variant="contained" size="large" disabled={form.pending}>
        {form.pending ? 'Resetting...' : 'Reset Password'}
      </Button>
    </Stack>
  );
}

export function ResetPasswordPage() {
  const token = useResetToken();
  const form = useResetPasswordForm(token);
  const tokenValid =
    ResetPasswordRequestSchema.shape.token.safeParse(token).success && !form.linkRejected;

  return (
    <AuthCard
      title="Reset Password"
      subtitle="Choose a new password for your account. Reset links work once and expire after 24 hours."
    >
      {tokenValid ? <NewPasswordForm form={form} /> : <InvalidLink />}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login}>
          Back to sign in
        </Link>
      </Typography>
    </AuthCard>
  );
}
