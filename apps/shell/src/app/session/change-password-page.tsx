import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { ApiRequestError } from '@vaultline/session';
import { changePassword, signOut, toast } from '@vaultline/session';

/** Staff issued a temporary password: nothing else is reachable until the user picks their own. */
export function ChangePasswordPage() {
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const filled = form.currentPassword && form.newPassword && form.confirmPassword;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.newPassword !== form.confirmPassword)
      return setError('Password did not match confirm password!.');
    setSaving(true);
    setError(null);
    try {
      await changePassword(form);
      toast({ title: 'Password Reset Successful.', severity: 'success' });
    } catch (failure) {
      setError((failure as ApiRequestError).message);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof typeof form, label: string) => (
    <TextField
      label={label}
      type="password"
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
      required
      fullWidth
    />
  );

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 440, width: '100%' }}>
        <CardContent component="form" onSubmit={submit}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            Choose a new password
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            You signed in with a temporary password. Choose your own to continue; nobody at the bank
            will ever know it.
          </Typography>
          <Stack spacing={2}>
            {field('currentPassword', 'Temporary password')}
            {field('newPassword', 'New password')}
            {field('confirmPassword', 'Confirm new password')}
            {error ? <Alert severity="error">{error}</Alert> : null}
            <Button type="submit" variant="contained" disabled={!filled || saving}>
              {saving ? 'Saving...' : 'Save new password'}
            </Button>
            <Button onClick={() => void signOut()}>Log out</Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
