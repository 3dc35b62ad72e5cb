import {
  Box,
  CircularProgress,
  DialogContentText,
  FormControlLabel,
  Switch,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { DecisionRequestSchema, type TransferSettingsView } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { toastFailure } from '@vaultline/ui';
import { useUpdateTransferSettings } from '../api/update-transfer-settings';
import { SENT_FOR_APPROVAL } from '../lib/change-lines';
import { ReasonDialog } from './reason-dialog';

interface ValidationSwitchProps {
  userId: string;
  checked: boolean;
  disabled?: boolean;
  onChanged(settings: TransferSettingsView): void;
}

/** Turning on saves at once; turning off asks for a reason and waits for approval. */
function useValidationSwitch(userId: string, onChanged: ValidationSwitchProps['onChanged']) {
  const update = useUpdateTransferSettings();
  const hintId = useId();
  const [pendingValue, setPendingValue] = useState<boolean | null>(null);
  const [askingWhy, setAskingWhy] = useState(false);

  const turnOn = async () => {
    setPendingValue(true);
    const result = await update.mutate({ userId, changes: { stepUpRequired: true } });
    setPendingValue(null);
    if (!result.ok) {
      toastFailure('Settings failed', result.error);
      return;
    }
    onChanged(result.data.settings);
    toast({
      title: 'Allowed',
      description: 'Every transfer of this customer now needs a one-time code sent to their email.',
      severity: 'success',
    });
  };

  const askToTurnOff = async (reason: string) => {
    const result = await update.mutate({ userId, changes: { stepUpRequired: false, reason } });
    setAskingWhy(false);
    if (!result.ok) {
      toastFailure('Settings failed', result.error);
      return;
    }
    onChanged(result.data.settings);
    toast({
      title: 'Sent for approval',
      description: `${SENT_FOR_APPROVAL} Until then every transfer of this customer still needs a one-time code.`,
      severity: 'info',
    });
  };
  return { update, hintId, pendingValue, askingWhy, setAskingWhy, turnOn, askToTurnOff };
}

/**
 * "Allow Transfer Validation": when on, every transfer of this customer needs a one-time code
 * emailed to them (step-up). Turning it on adds protection and is saved at once ('Allowed');
 * turning it off asks for a reason and waits for another staff member to approve it.
 */
export function ValidationSwitch({
  userId,
  checked,
  disabled = false,
  onChanged,
}: ValidationSwitchProps) {
  const { update, hintId, pendingValue, askingWhy, setAskingWhy, turnOn, askToTurnOff } =
    useValidationSwitch(userId, onChanged);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={pendingValue ?? checked}
              disabled={disabled || update.isPending}
              onChange={(event) => (event.target.checked ? void turnOn() : setAskingWhy(true))}
              slotProps={{ input: { 'aria-describedby': hintId } }}
            />
          }
          label="Allow Transfer Validation"
        />
        {update.isPending ? <CircularProgress size={18} aria-label="Saving" /> : null}
      </Box>
      <Typography id={hintId} variant="body2" color="text.secondary">
        Require a one-time code, emailed to the customer, for every transfer. New recipients and
        large amounts always need one. Turning it off needs another staff member&apos;s approval.
      </Typography>
      <ReasonDialog
        open={askingWhy}
        title="Turn off transfer validation?"
        confirmLabel="Send for approval"
        schema={DecisionRequestSchema}
        maxLength={500}
        pending={update.isPending}
        onConfirm={(reason) => void askToTurnOff(reason)}
        onClose={() => setAskingWhy(false)}
      >
        <DialogContentText>
          Turning it off lowers this customer&apos;s protection, so it waits for another staff
          member to approve it. Until then every transfer still needs a code.
        </DialogContentText>
      </ReasonDialog>
    </Box>
  );
}
