import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthErrorCode, PasswordSchema } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { toastFailure } from '@vaultline/ui';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../api/reset-password';

const MISMATCH = 'Passwords do not match!';

/**
 * The new password and its confirmation, their problems (shown once touched), and the reset:
 * `linkRejected` turns true when the API says the link is no longer valid.
 */
export function useResetPasswordForm(token: string) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [touched, setTouched] = useState({ newPassword: false, confirmPassword: false });
  const [linkRejected, setLinkRejected] = useState(false);

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

  return {
    newPassword,
    setNewPassword,
    confirmPassword,
    setConfirmPassword,
    touched,
    setTouched,
    passwordProblem,
    confirmProblem,
    linkRejected,
    pending: reset.isPending,
    submit,
  };
}
