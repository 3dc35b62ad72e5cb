import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import {
  AuthErrorCode,
  type ChangePasswordRequest,
  ChangePasswordRequestSchema,
} from '@vaultline/contracts';
import { type Mutation, useMutation } from '@vaultline/data-access';
import { changePassword, toast } from '@vaultline/session';
import { firstMessage, SectionCard, toastFailure, PasswordField } from '@vaultline/ui';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Checks and sends the change; says what happened. True when the password changed. */
async function submitPasswordChange(
  form: typeof EMPTY,
  mutate: Mutation<ChangePasswordRequest, Awaited<ReturnType<typeof changePassword>>>['mutate'],
): Promise<boolean> {
  const parsed = ChangePasswordRequestSchema.safeParse(form);
  if (!parsed.success) {
    toast({ title: 'Failed!', description: firstMessage(parsed.error), severity: 'error' });
    return false;
  }
  const result = await mutate(parsed.data);
  if (!result.ok) {
    if (result.error.code === AuthErrorCode.CURRENT_PASSWORD_WRONG)
      toast({
        title: 'Failed!',
        description: 'Current password did not match saved password!.',
        severity: 'error',
      });
    else toastFailure('Failed!', result.error);
    return false;
  }
  toast({
    title: 'Password Reset Successful.',
    description: 'You were signed out on your other devices.',
    severity: 'success',
  });
  return true;
}

/** Reset Password: current, new, confirm; other sessions end (the session lib keeps this one signed in). */
export function ResetPasswordCard() {
  const [form, setForm] = useState(EMPTY);
  const change = useMutation(changePassword);
  const filled =
    form.currentPassword !== '' && form.newPassword !== '' && form.confirmPassword !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await submitPasswordChange(form, change.mutate)) setForm(EMPTY);
  };

  const field = (name: keyof typeof EMPTY, label: string) => (
    <PasswordField
      label={label}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
      required
      fullWidth
    />
  );

  return (
    <SectionCard title="Reset Password">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Use at least 8 characters; a long passphrase is best. Changing it signs you out everywhere
        else.
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          {field('currentPassword', 'Current Password')}
          {field('newPassword', 'New Password')}
          {field('confirmPassword', 'Confirm Password')}
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={!filled || change.isPending}
              startIcon={
                change.isPending ? <CircularProgress size={16} color="inherit" /> : undefined
              }
            >
              {change.isPending ? 'Processing...' : 'Reset Password'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </SectionCard>
  );
}
