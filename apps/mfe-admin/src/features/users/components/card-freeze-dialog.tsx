import { DialogContentText } from '@mui/material';
import { StaffCardActionRequestSchema } from '@vaultline/contracts';
import { ReasonDialog } from '../../../components/reason-dialog';
import type { CardFreezeState } from '../hooks/use-card-freeze';

const WHAT_HAPPENS = {
  freeze:
    'While the card is frozen every payment with it is declined, and the customer sees it frozen. ' +
    'Money already held for pending payments stays held until the merchant clears or releases it.',
  unfreeze: 'Payments with the card are allowed again, within the controls the customer set.',
} as const;

/** Asks for the reason (1 to 300 characters, kept in the audit log) before freezing or unfreezing. */
export function CardFreezeDialog({ state }: { state: CardFreezeState }) {
  const { target, refusal, pending, confirm, close } = state;
  const freezing = target?.action !== 'unfreeze';
  const last4 = target?.card.last4 ?? '';
  return (
    <ReasonDialog
      key={target ? `${target.card.id}-${target.action}` : 'none'}
      open={target !== null}
      title={freezing ? `Freeze card ending in ${last4}?` : `Unfreeze card ending in ${last4}?`}
      confirmLabel={freezing ? 'Freeze card' : 'Unfreeze card'}
      destructive={freezing}
      schema={StaffCardActionRequestSchema}
      multiline={false}
      maxLength={300}
      pending={pending}
      refusal={refusal}
      onConfirm={(reason) => void confirm(reason)}
      onClose={close}
    >
      <DialogContentText>{WHAT_HAPPENS[freezing ? 'freeze' : 'unfreeze']}</DialogContentText>
    </ReasonDialog>
  );
}
