import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type RegisterRequest } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { personNameMessage, toastFailure } from '@vaultline/ui';
import { paths } from '../../../config/paths';
import { RegisterRequestSchema, useRegister } from '../api/register';
import { savePendingEmail } from '../lib/pending-email';

/** A text field of the registration form: the request's four, plus the password confirmation. */
export type RegisterField = Exclude<keyof RegisterRequest, 'marketing'> | 'confirmPassword';
type Values = Record<RegisterField, string>;
type Errors = Partial<Record<RegisterField, string>>;

const EMPTY: Values = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };
const MISMATCH = 'Passwords do not match!';

const NAME_LABELS: Partial<Record<RegisterField, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
};

/** Instant feedback from the same schema the API validates with (names' messages told better). */
function validate(values: Values): Errors {
  const errors: Errors = {};
  const { confirmPassword, ...request } = values;
  const parsed = RegisterRequestSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as RegisterField;
      const label = NAME_LABELS[field];
      errors[field] ??= label
        ? personNameMessage(label, values[field], issue.message)
        : issue.message;
    }
  }
  if (!values.email.trim()) errors.email = 'Email is required';
  if (!confirmPassword) errors.confirmPassword = 'Confirm your password';
  else if (confirmPassword !== values.password) errors.confirmPassword = MISMATCH;
  return errors;
}

/**
 * The registration form's values, errors (shown once a field is touched), terms checkbox and
 * submit: checks, creates the account, keeps the email for the code page and goes there.
 */
export function useRegisterForm() {
  const navigate = useNavigate();
  const register = useRegister();
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<RegisterField, boolean>>>({});
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const errors = validate(values);
  const shown = (field: RegisterField) => (touched[field] ? errors[field] : undefined);

  /** The value, change and blur handlers and the error of one text field. */
  const field = (name: RegisterField) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value }),
    onBlur: () => setTouched({ ...touched, [name]: true }),
    error: Boolean(shown(name)),
    helperText: shown(name),
    required: true,
    fullWidth: true,
  });

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
      marketing,
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

  return {
    password: values.password,
    field,
    shown,
    termsAccepted,
    setTermsAccepted,
    marketing,
    setMarketing,
    pending: register.isPending,
    submit,
  };
}
