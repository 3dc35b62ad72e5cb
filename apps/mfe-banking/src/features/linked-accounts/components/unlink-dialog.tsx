import { DialogContentText } from '@mui/material';
import type { LinkedAccount } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { ConfirmDialog, toastFailure } from '@vaultline/ui';
import { useUnlinkAccount } from '../api/unlink-account';
import { linkedAccountName } from './linked-account-row';

/** Asks before unlinking: money already on its way still arrives; nothing new can move with it. */
export function UnlinkDialog({
  account,
  onClose,
}: {
  account: LinkedAccount | null;
  onClose(): void;
}) {
  const unlink = useUnlinkAccount();
  const confirm = async () => {
    if (!account) return;
    const result = await unlink.mutate(account.id);
    if (!result.ok) return toastFailure('Not unlinked', result.error);
    toast({
      title: 'Account Unlinked',
      description: linkedAccountName(account),
      severity: 'success',
    });
    onClose();
  };
  return (
    <ConfirmDialog
      open={account !== null}
      title="Unlink this account?"
      confirmLabel="Unlink"
      destructive
      pending={unlink.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <DialogContentText>
        {account
          ? `${linkedAccountName(account)} (${account.holderName}) leaves your linked accounts. `
          : ''}
        No new money can move to or from it. To use it again, link it again: it will need two new
        small deposits.
      </DialogContentText>
    </ConfirmDialog>
  );
}
