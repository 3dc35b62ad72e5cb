import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import type { Biller, BillerCategory } from '@vaultline/contracts';
import { CodeInput } from '@vaultline/ui';
import { CODE_LENGTH } from '../../../config/constants';
import { STEP_UP_CODE_HINT, STEP_UP_CODE_LABEL } from '../../../lib/step-up';
import { useAddBiller, type AddBillerFlow } from '../hooks/use-add-biller';

export const CATEGORY_LABELS: Record<BillerCategory, string> = {
  utilities: 'Utilities',
  credit_card: 'Credit card',
  phone: 'Phone',
  insurance: 'Insurance',
};

function DetailsFields({ flow, directory }: { flow: AddBillerFlow; directory: Biller[] }) {
  const disabled = flow.start.isPending || flow.confirm.isPending;
  const label = flow.biller?.referenceLabel ?? 'Your account number at the biller';
  const hint = flow.biller
    ? `${flow.biller.referenceHint} For example ${flow.biller.referenceExample}.`
    : 'Choose a biller first.';
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <TextField
        select
        label="Biller"
        value={flow.billerId}
        onChange={(event) => flow.setBillerId(event.target.value)}
        required
        disabled={disabled}
        fullWidth
      >
        {directory.map((biller) => (
          <MenuItem key={biller.id} value={biller.id}>
            {`${biller.name} · ${CATEGORY_LABELS[biller.category]}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={label}
        value={flow.reference}
        onChange={(event) => flow.setReference(event.target.value)}
        error={!!flow.problem}
        helperText={flow.problem ?? hint}
        required
        disabled={disabled || !flow.biller}
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <TextField
        label="Nickname (optional)"
        value={flow.nickname}
        onChange={(event) => flow.setNickname(event.target.value)}
        disabled={disabled}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
    </Stack>
  );
}

function CodeStep({ flow }: { flow: AddBillerFlow }) {
  const { stepUp } = flow;
  if (!stepUp) return null;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Alert severity="info">{stepUp.message}</Alert>
      <Typography variant="body2">{STEP_UP_CODE_HINT[stepUp.method]}</Typography>
      <CodeInput
        key={flow.round}
        label={STEP_UP_CODE_LABEL[stepUp.method]}
        onChange={flow.setCode}
        disabled={flow.confirm.isPending}
        autoFocus
        showLabel
      />
    </Stack>
  );
}

function DialogButton({ flow }: { flow: AddBillerFlow }) {
  if (flow.stepUp)
    return (
      <Button
        variant="contained"
        disabled={flow.code.length !== CODE_LENGTH || flow.confirm.isPending}
        onClick={() => void flow.submitCode()}
      >
        {flow.confirm.isPending ? 'Adding…' : 'Add Biller'}
      </Button>
    );
  return (
    <Button
      variant="contained"
      disabled={flow.start.isPending}
      onClick={() => void flow.submitDetails()}
    >
      {flow.start.isPending ? 'Checking…' : 'Continue'}
    </Button>
  );
}

/** Adding a biller from the bank's directory with your reference at it, then the step-up code. */
export function AddBillerDialog(props: { open: boolean; directory: Biller[]; onClose(): void }) {
  const flow = useAddBiller(props.directory, props.onClose);
  const titleId = useId();
  const pending = flow.start.isPending || flow.confirm.isPending;
  return (
    <Dialog
      open={props.open}
      onClose={pending ? undefined : flow.close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Add a biller</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          Choose who you pay and type your account number with them, as printed on your bill. We ask
          for a code once; paying this biller later needs none.
        </Typography>
        <DetailsFields flow={flow} directory={props.directory} />
        {flow.refusal ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {flow.refusal}
          </Alert>
        ) : null}
        <CodeStep flow={flow} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={flow.close} disabled={pending}>
          Cancel
        </Button>
        <DialogButton flow={flow} />
      </DialogActions>
    </Dialog>
  );
}
