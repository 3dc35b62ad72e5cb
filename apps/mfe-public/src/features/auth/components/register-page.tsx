import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Grid,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { PASSWORD_MIN_LENGTH, type RegisterRequest } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { type FormEvent, type MouseEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { RegisterRequestSchema, useRegister } from '../api/register';
import { toastFailure } from '../hooks/failure-toast';
import { savePendingEmail } from '../hooks/pending-email';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { type LegalTab, TermsDialog } from './terms-dialog';

type Field = keyof RegisterRequest | 'confirmPassword';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };
const MISMATCH = 'Passwords do not match!';

/** Instant feedback from the same schema the API validates with. */
function validate(values: Values): Errors {
  const errors: Errors = {};
  const { confirmPassword, ...request } = values;
  const parsed = RegisterRequestSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      errors[field] ??= issue.message;
    }
  }
  if (!values.email.trim()) errors.email = 'Email is required';
  if (!confirmPassword) errors.confirmPassword = 'Confirm your password';
  else if (confirmPassword !== values.password) errors.confirmPassword = MISMATCH;
  return errors;
}

export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [dialogTab, setDialogTab] = useState<LegalTab | null>(null);
  const errors = validate(values);
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined);

  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value }),
    onBlur: () => setTouched({ ...touched, [name]: true }),
    error: Boolean(shown(name)),
    helperText: shown(name),
    required: true,
    fullWidth: true,
  });

  const openDialog = (tab: LegalTab) => (event: MouseEvent) => {
    // The links sit in the checkbox's label: open the dialog without ticking the box.
    event.preventDefault();
    event.stopPropagation();
    setDialogTab(tab);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({
      firstName: true,
      lastName: true,
      email: true,
      password: true,
      confirmPassword: true,
    });
    if (values.password !== values.confirmPassword) {
      toast({ title: 'Invalid Password', description: MISMATCH, severity: 'error' });
      return;
    }
    if (Object.keys(errors).length > 0 || !termsAccepted) return;
    const request = RegisterRequestSchema.parse({
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      password: values.password,
    });
    const result = await register.mutate(request);
    if (!result.ok) {
      toastFailure('Registration Failed!', result.error, 'Registration failed');
      return;
    }
    savePendingEmail(request.email);
    toast({
      title: 'Success!',
      description: 'Account created! Please check your email for the OTP code.',
      severity: 'success',
    });
    navigate(paths.verifyOtp);
  };

  return (
    <AuthCard
      title="Create Account"
      subtitle="Open your Vaultline account. It takes a few minutes."
    >
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        spacing={2.5}
        aria-label="Create account"
      >
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
          <PasswordStrengthMeter password={values.password} />
        </Box>
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={termsAccepted}
                onChange={(event) => setTermsAccepted(event.target.checked)}
                required
              />
            }
            label={
              <>
                I agree to the{' '}
                <Link
                  component="button"
                  type="button"
                  onClick={openDialog('terms')}
                  sx={{ verticalAlign: 'baseline' }}
                >
                  Terms of Service
                </Link>{' '}
                and the{' '}
                <Link
                  component="button"
                  type="button"
                  onClick={openDialog('privacy')}
                  sx={{ verticalAlign: 'baseline' }}
                >
                  Privacy Policy
                </Link>
              </>
            }
          />
          {!termsAccepted ? (
            <FormHelperText>You need to accept the terms to create an account.</FormHelperText>
          ) : null}
        </Box>
        <Typography variant="body2" color="text.secondary">
          We only email you about your account. Product news is off until you turn it on in your
          profile’s notification preferences.
        </Typography>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!termsAccepted || register.isPending}
        >
          {register.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </Stack>
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
      <TermsDialog
        open={dialogTab !== null}
        tab={dialogTab ?? 'terms'}
        onTabChange={setDialogTab}
        onClose={() => setDialogTab(null)}
        onAccept={() => {
          setTermsAccepted(true);
          setDialogTab(null);
        }}
      />
    </AuthCard>
  );
}
