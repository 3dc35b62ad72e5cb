import { Box, Button, Checkbox, FormControlLabel, Link, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmailSchema, SIGN_IN_FORM_PATH } from '@vaultline/contracts';
import { PasswordField } from '@vaultline/ui';
import { paths } from '../../../config/paths';

export interface Credentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

interface LoginFormProps {
  initial: Credentials;
  pending: boolean;
  onSubmit(credentials: Credentials): void;
}

type Errors = Partial<Record<'email' | 'password', string>>;

function validate({ email, password }: Pick<Credentials, 'email' | 'password'>): Errors {
  const errors: Errors = {};
  if (!email.trim()) errors.email = 'Email is required';
  else if (!EmailSchema.safeParse(email).success) errors.email = 'Enter a valid email address';
  if (!password) errors.password = 'Password is required';
  return errors;
}

/** "Remember me" (sent with the plain form as rememberMe=true) and the forgotten-password link. */
function RememberMeRow({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1,
      }}
    >
      <FormControlLabel
        control={
          <Checkbox
            name="rememberMe"
            value="true"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
          />
        }
        label="Remember me"
      />
      <Link component={RouterLink} to={paths.forgotPassword}>
        Forgot password?
      </Link>
    </Box>
  );
}

/**
 * Email, password, Remember me. Client checks are instant feedback only; the server decides. It is
 * also a plain HTML form: in the page drawn ahead, before the app has arrived, pressing Sign In
 * posts it to the API, which answers with the session and a redirect (SIGN_IN_FORM_PATH).
 */
export function LoginForm({ initial, pending, onSubmit }: LoginFormProps) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState({ email: false, password: false });
  const errors = validate(values);
  const shown = (field: keyof Errors) => (touched[field] ? errors[field] : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (Object.keys(errors).length > 0) return;
    onSubmit({ ...values, email: values.email.trim() });
  };

  return (
    <Stack
      component="form"
      method="post"
      action={SIGN_IN_FORM_PATH}
      noValidate
      onSubmit={submit}
      spacing={2.5}
      aria-label="Sign in"
      data-works-before-app
    >
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
        onBlur={() => setTouched({ ...touched, email: true })}
        error={Boolean(shown('email'))}
        helperText={shown('email')}
      />
      <PasswordField
        name="password"
        label="Password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
        onBlur={() => setTouched({ ...touched, password: true })}
        error={Boolean(shown('password'))}
        helperText={shown('password')}
      />
      <RememberMeRow
        checked={values.rememberMe}
        onChange={(rememberMe) => setValues({ ...values, rememberMe })}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={pending}
        data-works-before-app
      >
        {pending ? 'Signing in...' : 'Sign In'}
      </Button>
    </Stack>
  );
}
