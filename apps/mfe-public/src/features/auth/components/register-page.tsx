import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Grid,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '@vaultline/contracts';
import { PasswordField } from '@vaultline/ui';
import { paths } from '../../../config/paths';
import { useRegisterForm } from '../hooks/use-register-form';
import { AuthCard } from './auth-card';
import { PasswordStrengthMeter } from './password-strength-meter';
import { TermsAgreement } from './terms-agreement';
import { type LegalTab, TermsDialog } from './terms-dialog';

type RegisterFieldsProps = Pick<ReturnType<typeof useRegisterForm>, 'field' | 'shown' | 'password'>;

/** Names, email, password (with its strength) and its confirmation. */
function RegisterFields({ field, shown, password }: RegisterFieldsProps) {
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        </Grid>
      </Grid>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <Box>
        <PasswordField
          label="Password"
          autoComplete="new-password"
          {...field('password')}
          helperText={
            shown('password') ??
            `At least ${PASSWORD_MIN_LENGTH} characters. A long passphrase is best.`
          }
        />
        <PasswordStrengthMeter
          password={password}
          userInputs={[field('firstName').value, field('lastName').value, field('email').value]}
        />
      </Box>
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </>
  );
}

/** Back to home, and sign-in for those who already have an account. */
function RegisterLinks() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: 3, justifyContent: 'space-between', alignItems: 'center' }}
    >
      <Link component={RouterLink} to={paths.home}>
        Back to home
      </Link>
      <Typography>
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.login}>
          Sign in
        </Link>
      </Typography>
    </Stack>
  );
}

export function RegisterPage() {
  const form = useRegisterForm();
  const [dialogTab, setDialogTab] = useState<LegalTab | null>(null);

  return (
    <AuthCard
      title="Create Account"
      subtitle="Open your Vaultline account. It takes a few minutes."
    >
      <Stack
        component="form"
        noValidate
        onSubmit={form.submit}
        spacing={2.5}
        aria-label="Create account"
      >
        <RegisterFields field={form.field} shown={form.shown} password={form.password} />
        <TermsAgreement
          accepted={form.termsAccepted}
          onAcceptedChange={form.setTermsAccepted}
          onOpen={setDialogTab}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={form.marketing}
              onChange={(event) => form.setMarketing(event.target.checked)}
            />
          }
          label="Send me Vaultline product news"
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: '0 !important' }}>
          Optional, off unless you tick it. Coming soon: Vaultline sends no product news yet. We
          always email you about your account; change this any time in your profile.
        </Typography>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!form.termsAccepted || form.pending}
        >
          {form.pending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </Stack>
      <RegisterLinks />
      <TermsDialog
        open={dialogTab !== null}
        tab={dialogTab ?? 'terms'}
        onTabChange={setDialogTab}
        onClose={() => setDialogTab(null)}
        onAccept={() => {
          form.setTermsAccepted(true);
          setDialogTab(null);
        }}
      />
    </AuthCard>
  );
}
