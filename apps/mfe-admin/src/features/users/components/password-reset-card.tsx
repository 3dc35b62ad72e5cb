import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import {
  Button,
  DialogContentText,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import type { PasswordResetRequest } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { ConfirmDialog, SectionCard, toastFailure } from '@vaultline/ui';
import { useSendPasswordReset } from '../api/send-password-reset';

type Method = PasswordResetRequest['method'];

const METHODS: Record<Method, { label: string; hint: string; confirm: string }> = {
  link: {
    label: 'Email a reset link',
    hint: 'The customer gets a link to choose a new password; it expires after 24 hours. Their current password keeps working until then.',
    confirm: 'The customer will get an email with a link to choose a new password.',
  },
  temporary: {
    label: 'Email a temporary password',
    hint: 'The customer gets a temporary password by email and must choose a new one at their next sign-in. Their current password stops working.',
    confirm:
      'The customer will get a temporary password by email and must change it at their next sign-in. Their current password stops working now.',
  },
};

/** A reset link or a temporary password, each with what it does. */
function MethodChoice({
  method,
  onChange,
}: {
  method: Method;
  onChange: (method: Method) => void;
}) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>Reset method</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={method}
        onChange={(event) => onChange(event.target.value as Method)}
      >
        {(Object.keys(METHODS) as Method[]).map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={
              <>
                <Typography component="span" sx={{ display: 'block' }}>
                  {METHODS[value].label}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {METHODS[value].hint}
                </Typography>
              </>
            }
            sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** Instead of a password field: staff never see or set a password, they send the customer a way back in. */
export function PasswordResetCard({ userId, email }: { userId: string; email: string }) {
  const send = useSendPasswordReset();
  const [method, setMethod] = useState<Method>('link');
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    const result = await send.mutate({ userId, method });
    setConfirming(false);
    if (result.ok) {
      toast({
        title: 'Password reset sent',
        description: result.data.message,
        severity: 'success',
      });
    } else {
      toastFailure('Password reset failed', result.error);
    }
  };

  return (
    <SectionCard title="Send password reset">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Staff never see or set a customer&apos;s password. Send {email} a way to choose a new one.
      </Typography>
      <MethodChoice method={method} onChange={setMethod} />
      <Button
        variant="outlined"
        startIcon={<LockResetOutlinedIcon />}
        onClick={() => setConfirming(true)}
        sx={{ display: 'flex', mt: 1 }}
      >
        Send password reset
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Send password reset?"
        confirmLabel="Send"
        pending={send.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      >
        <DialogContentText>{METHODS[method].confirm}</DialogContentText>
      </ConfirmDialog>
    </SectionCard>
  );
}
