import { DialogContentText } from '@mui/material';
import { useState } from 'react';
import { AdminErrorCode, CloseRequestSchema, type AdminAccountDetail } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { toast, type ApiRequestError } from '@vaultline/session';
import { toastFailure } from '@vaultline/ui';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useCloseAccount } from '../api/close-account';

const REFUSALS: string[] = [AdminErrorCode.BALANCE_NOT_ZERO, AdminErrorCode.ALREADY_CLOSED];

function refusalText(error: ApiRequestError, account: AdminAccountDetail): string {
  if (error.code !== AdminErrorCode.BALANCE_NOT_ZERO) return error.message;
  return `${error.message} An account can only be closed at a $0.00 balance; this one shows ${formatUsd(account.balanceMinor)}. The customer can move the money to another account, or post an adjustment with a reason first.`;
}

interface CloseAccountDialogProps {
  account: AdminAccountDetail | null;
  onClose(): void;
  onClosed(account: AdminAccountDetail): void;
}

/** Closes an account (zero balance only) with a required reason; its history is kept. */
export function CloseAccountDialog({ account, onClose, onClosed }: CloseAccountDialogProps) {
  const close = useCloseAccount();
  const [refusal, setRefusal] = useState<string | null>(null);

  const dismiss = () => {
    setRefusal(null);
    onClose();
  };

  const confirm = async (reason: string) => {
    if (!account) return;
    const result = await close.mutate({ accountId: account.id, reason });
    if (result.ok) {
      setRefusal(null);
      toast({
        title: 'Account Closed',
        description: `${account.name} has been closed.`,
        severity: 'success',
      });
      onClosed(result.data);
    } else if (REFUSALS.includes(result.error.code)) {
      setRefusal(refusalText(result.error, account));
    } else {
      toastFailure('failed!', result.error, 'Failed to close account.');
    }
  };

  return (
    <ReasonDialog
      key={account?.id ?? 'none'}
      open={account !== null}
      title="Close this account?"
      confirmLabel="Close Account"
      destructive
      schema={CloseRequestSchema}
      multiline={false}
      maxLength={300}
      pending={close.isPending}
      refusal={refusal}
      onConfirm={(reason) => void confirm(reason)}
      onClose={dismiss}
    >
      <DialogContentText>
        {account ? `Close ${account.name} (•••• ${account.number.slice(-4)})? ` : ''}
        Only an account with a $0.00 balance can be closed. A closed account can no longer send or
        receive money; its history is kept.
      </DialogContentText>
    </ReasonDialog>
  );
}
