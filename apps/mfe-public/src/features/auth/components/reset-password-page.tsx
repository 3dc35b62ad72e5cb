import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PasswordField } from '@vaultline/ui';
import { paths } from '../../../config/paths';
import { ResetPasswordRequestSchema } from '../api/reset-password';
import { useLinkToken } from '../hooks/link-token';
import { useResetPasswordForm } from '../hooks/use-reset-password-form';
import { AuthCard } from './auth-card';
import { PasswordStrengthMeter } from './password-strength-meter';

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
  const token = useLinkToken();
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
