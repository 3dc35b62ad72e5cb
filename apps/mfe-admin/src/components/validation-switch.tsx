import { Box, CircularProgress, FormControlLabel, Switch, Typography } from '@mui/material';
import type { TransferSettingsView } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { useId, useState } from 'react';
import { useUpdateTransferSettings } from '../api/update-transfer-settings';
import { toastFailure } from '@vaultline/ui';

interface ValidationSwitchProps {
  userId: string;
  checked: boolean;
  disabled?: boolean;
  onChanged(settings: TransferSettingsView): void;
}

/**
 * "Allow Transfer Validation": when on, every transfer of this customer needs a one-time code
 * emailed to them (step-up). Saved at once; toasts 'Allowed' or 'Disabled!'.
 */
export function ValidationSwitch({ userId, checked, disabled = false, onChanged }: ValidationSwitchProps) {
  const update = useUpdateTransferSettings();
  const hintId = useId();
  const [pendingValue, setPendingValue] = useState<boolean | null>(null);

  const toggle = async (next: boolean) => {
    setPendingValue(next);
    const result = await update.mutate({ userId, changes: { stepUpRequired: next } });
    setPendingValue(null);
    if (!result.ok) {
      toastFailure('Settings failed', result.error);
      return;
    }
    onChanged(result.data);
    toast(
      result.data.stepUpRequired
        ? { title: 'Allowed', description: 'Every transfer of this customer now needs a one-time code sent to their email.', severity: 'success' }
        : { title: 'Disabled!', description: 'Transfers no longer always need a one-time code (the bank-wide rules still apply).', severity: 'success' },
    );
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={pendingValue ?? checked}
              disabled={disabled || update.isPending}
              onChange={(event) => void toggle(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': hintId } }}
            />
          }
          label="Allow Transfer Validation"
        />
        {update.isPending ? <CircularProgress size={18} aria-label="Saving" /> : null}
      </Box>
      <Typography id={hintId} variant="body2" color="text.secondary">
        Require a one-time code, emailed to the customer, for every transfer. New recipients and large amounts always need one.
      </Typography>
    </Box>
  );
}
