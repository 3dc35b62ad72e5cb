import { DialogContentText } from '@mui/material';
import { useState } from 'react';
import {
  AdminErrorCode,
  ReverseRequestSchema,
  TransfersErrorCode,
  type Transaction,
} from '@vaultline/contracts';
import { toast, type ApiRequestError } from '@vaultline/session';
import { signedAmount, toastFailure } from '@vaultline/ui';
import { formatDay } from '@vaultline/ui';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useReverseTransaction } from '../api/reverse-transaction';

const REFUSALS: string[] = [
  AdminErrorCode.NOT_REVERSIBLE,
  AdminErrorCode.ALREADY_REVERSED,
  TransfersErrorCode.INSUFFICIENT_FUNDS,
  AdminErrorCode.NOT_FOUND,
];

function refusalText(error: ApiRequestError): string {
  if (error.code === TransfersErrorCode.INSUFFICIENT_FUNDS) {
    return `${error.message} The recipient no longer holds the money, so this transfer can't be reversed now.`;
  }
  return error.message;
}

interface ReverseDialogProps {
  transaction: Transaction | null;
  onClose(): void;
  onReversed(): void;
}

/** Reverses a statement line with a required reason: a reversal entry is added; the original stays, marked reversed. */
export function ReverseDialog({ transaction, onClose, onReversed }: ReverseDialogProps) {
  const reverse = useReverseTransaction();
  const [refusal, setRefusal] = useState<string | null>(null);

  const dismiss = () => {
    setRefusal(null);
    onClose();
  };

  const confirm = async (reason: string) => {
    if (!transaction) return;
    const result = await reverse.mutate({ transactionId: transaction.id, reason });
    if (result.ok) {
      setRefusal(null);
      toast({
        title: 'Reversed',
        description:
          'A reversal entry was added. The original stays on the statement, marked reversed.',
        severity: 'success',
      });
      onReversed();
    } else if (REFUSALS.includes(result.error.code)) {
      setRefusal(refusalText(result.error));
    } else {
      toastFailure('failed!', result.error, 'Failed to reverse the transaction');
    }
  };

  const label = transaction ? transaction.description || transaction.title : '';
  return (
    <ReasonDialog
      key={transaction?.id ?? 'none'}
      open={transaction !== null}
      title="Reverse this transaction?"
      confirmLabel="Reverse"
      destructive
      schema={ReverseRequestSchema}
      maxLength={500}
      pending={reverse.isPending}
      refusal={refusal}
      onConfirm={(reason) => void confirm(reason)}
      onClose={dismiss}
    >
      {transaction ? (
        <DialogContentText component="div">
          <strong>{label}</strong>
          {` · ${signedAmount(transaction.amountMinor)} · ${formatDay(transaction.date)}`}
        </DialogContentText>
      ) : null}
      <DialogContentText>
        Nothing is deleted: the original entry stays on the statement, marked reversed, and a
        reversal entry for the opposite amount is added, dated now. For a transfer, the money comes
        back from the recipient.
      </DialogContentText>
    </ReasonDialog>
  );
}
