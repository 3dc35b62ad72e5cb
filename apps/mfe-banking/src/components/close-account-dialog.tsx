import { Alert, DialogContentText, Stack } from '@mui/material';
import { useState } from 'react';
import { z } from 'zod';
import { AccountsErrorCode, type AccountDetail } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import type { ApiRequestError } from '@vaultline/session';
import { toast } from '@vaultline/session';
import { ConfirmDialog, LinkButton, toastFailure } from '@vaultline/ui';
import { useCloseAccount } from '../api/close-account';
import { paths } from '../config/paths';

export interface ClosableAccount {
  id: string;
  name: string;
  numberLast4: string;
}

const BalanceDetailsSchema = z.object({ balanceMinor: z.number().int() });

/** The refusal, with how much remains when the server says so. */
function Refusal({ error }: { error: ApiRequestError }) {
  const details = BalanceDetailsSchema.safeParse(error.details);
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      <strong>{error.message}</strong>
      <br />
      {details.success
        ? `An account can only be closed when its balance is $0.00. Move the remaining ${formatUsd(details.data.balanceMinor)} to another account first, then close it.`
        : 'An account can only be closed when its balance is $0.00. Move the remaining money to another account first, then close it.'}
    </Alert>
  );
}

interface CloseAccountDialogProps {
  account: ClosableAccount | null;
  onClose(): void;
  onClosed(account: AccountDetail): void;
}

/** Confirms closing an account; the server refuses unless the balance is zero, and we explain why. */
export function CloseAccountDialog({ account, onClose, onClosed }: CloseAccountDialogProps) {
  const close = useCloseAccount();
  const [refusal, setRefusal] = useState<ApiRequestError | null>(null);

  const dismiss = () => {
    setRefusal(null);
    onClose();
  };

  const confirm = async () => {
    if (!account) return;
    const result = await close.mutate(account.id);
    if (result.ok) {
      toast({
        title: 'Account Closed',
        description: `${account.name} has been closed.`,
        severity: 'success',
      });
      setRefusal(null);
      onClosed(result.data);
    } else if (result.error.code === AccountsErrorCode.BALANCE_NOT_ZERO) {
      setRefusal(result.error);
    } else {
      toastFailure('failed!', result.error, 'Failed to close account.');
    }
  };

  return (
    <ConfirmDialog
      open={account !== null}
      title="Close account?"
      confirmLabel="Close Account"
      destructive
      pending={close.isPending}
      onConfirm={() => void confirm()}
      onClose={dismiss}
      extraActions={
        refusal && account ? (
          <LinkButton to={paths.transferFrom(account.id)} variant="outlined">
            Transfer Money
          </LinkButton>
        ) : null
      }
    >
      <Stack spacing={1}>
        <DialogContentText>
          {account ? `Close ${account.name} (•••• ${account.numberLast4})? ` : ''}
          Only an account with a $0.00 balance can be closed. A closed account can no longer send or
          receive money; its history stays available.
        </DialogContentText>
        {refusal ? <Refusal error={refusal} /> : null}
      </Stack>
    </ConfirmDialog>
  );
}
