import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import type { CustomerBiller } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { ConfirmDialog } from '@vaultline/ui';
import { refusalText } from '../../../lib/refusals';
import { useRemoveBiller } from '../api/add-biller';

/** Asks before a biller goes: its scheduled payments go with it, and adding it back needs a code. */
export function RemoveBillerDialog({
  biller,
  onClose,
}: {
  biller: CustomerBiller;
  onClose(): void;
}) {
  const remove = useRemoveBiller();
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = biller.nickname ?? biller.billerName;
  const confirm = async () => {
    const answer = await remove.mutate(biller.id);
    if (!answer.ok) return setRefusal(refusalText(answer.error));
    toast({ title: 'Biller removed', description: answer.data.message, severity: 'success' });
    onClose();
  };
  return (
    <ConfirmDialog
      open
      title={`Remove ${name}?`}
      confirmLabel="Remove Biller"
      destructive
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <Typography>
        Payments already on their way still arrive. Scheduled and monthly payments to this biller
        are canceled. To pay it again, add it again with a code.
      </Typography>
      {refusal ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {refusal}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
