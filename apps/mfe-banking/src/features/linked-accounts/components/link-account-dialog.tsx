import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { CodeInput } from '@vaultline/ui';
import { CODE_LENGTH } from '../../../config/constants';
import { STEP_UP_CODE_HINT, STEP_UP_CODE_LABEL } from '../../../lib/step-up';
import { useLinkAccount, type LinkAccountFlow } from '../hooks/use-link-account';
import { LinkDetailsFields } from './link-details-fields';

/** The code step: the API's words on where the code went, and six boxes labelled by its source. */
function CodeStep({ flow }: { flow: LinkAccountFlow }) {
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

function DialogButtons({ flow }: { flow: LinkAccountFlow }) {
  if (flow.stepUp) {
    return (
      <Button
        variant="contained"
        disabled={flow.code.length !== CODE_LENGTH || flow.confirm.isPending}
        onClick={() => void flow.submitCode()}
      >
        {flow.confirm.isPending ? 'Linking…' : 'Link Account'}
      </Button>
    );
  }
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

/**
 * Linking an account at another bank: its details (the routing number's check digit is checked
 * here at once), then the step-up code. Two micro-deposits follow; the list verifies them.
 */
export function LinkAccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const flow = useLinkAccount(onClose);
  const titleId = useId();
  const pending = flow.start.isPending || flow.confirm.isPending;
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : flow.close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Link an account</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          An account in your name at another US bank. We send it two small deposits; you type them
          back here to prove it is yours.
        </Typography>
        <LinkDetailsFields
          draft={flow.draft}
          errors={flow.errors}
          disabled={pending}
          onChange={flow.edit}
        />
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
        <DialogButtons flow={flow} />
      </DialogActions>
    </Dialog>
  );
}
