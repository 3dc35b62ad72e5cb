import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, DialogContentText, TextField } from '@mui/material';
import { useState } from 'react';
import type { Payee } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { toast } from '@vaultline/session';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  ListSkeleton,
  PageHeading,
  SectionCard,
  toastFailure,
} from '@vaultline/ui';
import { useTransferLimits } from '../../../api/get-transfer-limits';
import { payeeTitle, usePayees, useRemovePayee, useRenamePayee } from '../../../api/payees';
import { emailChangeHoldText } from '../../../lib/refusals';
import { AddPayeeDialog } from './add-payee-dialog';
import { PayeeRow } from './payee-row';

function RenameDialog({ payee, onClose }: { payee: Payee | null; onClose(): void }) {
  const rename = useRenamePayee();
  const [label, setLabel] = useState(payee?.label ?? '');
  const save = async () => {
    if (!payee) return;
    const result = await rename.mutate({ id: payee.id, label });
    if (!result.ok) return toastFailure('Not renamed', result.error);
    toast({ title: 'Payee Renamed', description: payeeTitle(result.data), severity: 'success' });
    onClose();
  };
  return (
    <ConfirmDialog
      open={payee !== null}
      title="Rename payee"
      confirmLabel="Save"
      pending={rename.isPending}
      onConfirm={() => void save()}
      onClose={onClose}
    >
      <TextField
        label="Nickname"
        value={label}
        onChange={(event) => setLabel(event.target.value)}
        helperText="Leave it empty to show their name."
        fullWidth
        autoFocus
        sx={{ mt: 1 }}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
    </ConfirmDialog>
  );
}

function RemoveDialog({ payee, onClose }: { payee: Payee | null; onClose(): void }) {
  const remove = useRemovePayee();
  const confirm = async () => {
    if (!payee) return;
    const result = await remove.mutate(payee.id);
    if (!result.ok) return toastFailure('Not removed', result.error);
    toast({ title: 'Payee Removed', description: payeeTitle(payee), severity: 'success' });
    onClose();
  };
  return (
    <ConfirmDialog
      open={payee !== null}
      title="Remove this payee?"
      confirmLabel="Remove"
      destructive
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <DialogContentText>
        {payee ? `${payeeTitle(payee)} leaves your payees. ` : ''}Your next transfer to them will
        need a code again. If they are still new to you, removing them does not end or restart what
        they may receive in their first hours. Transfers already sent are not affected.
      </DialogContentText>
    </ConfirmDialog>
  );
}

const NO_PAYEES =
  'No payees yet. Add one, or send a transfer: a recipient you pay with a code is saved for next time.';

/** /payees: saved payees (add with a code once, rename, remove, pay). */
export function PayeesPage() {
  const payees = usePayees();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Payee | null>(null);
  const [removing, setRemoving] = useState<Payee | null>(null);
  const list = payees.data?.payees ?? [];
  const pausedUntil = useTransferLimits().data?.newRecipientsPausedUntil ?? null;
  const rule = payees.data
    ? `A recipient is new to you for ${payees.data.newPayeeCoolingHours} hours from when you ` +
      'add them here or first pay them with a code: until then they can receive at most ' +
      `${formatUsd(payees.data.newPayeeLimitMinor)} from you in total. ` +
      'Payments to a saved payee need no code unless they are above the step-up amount.'
    : undefined;
  return (
    <>
      <PageHeading
        title="Payees"
        subtitle="People and businesses you pay."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Add Payee
          </Button>
        }
      />
      {pausedUntil ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {emailChangeHoldText(pausedUntil, 'payees')}
        </Alert>
      ) : null}
      <SectionCard title="Saved Payees">
        {rule ? <DialogContentText sx={{ mb: 1 }}>{rule}</DialogContentText> : null}
        {payees.isLoading ? <ListSkeleton rows={3} height={64} label="Loading payees" /> : null}
        {payees.error ? (
          <ErrorState
            title="We couldn't load your payees."
            message={payees.error.message}
            onRetry={payees.refetch}
          />
        ) : null}
        {payees.data && list.length === 0 ? <EmptyState text={NO_PAYEES} /> : null}
        {list.length > 0 ? (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.map((payee) => (
              <PayeeRow
                key={payee.id}
                payee={payee}
                onRename={setRenaming}
                onRemove={setRemoving}
              />
            ))}
          </Box>
        ) : null}
      </SectionCard>
      <AddPayeeDialog open={adding} onClose={() => setAdding(false)} />
      <RenameDialog
        key={renaming?.id ?? 'none'}
        payee={renaming}
        onClose={() => setRenaming(null)}
      />
      <RemoveDialog payee={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
