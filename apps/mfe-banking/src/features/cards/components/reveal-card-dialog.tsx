import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { CARD_REVEAL_SECONDS, type Card, type RevealCardStart } from '@vaultline/contracts';
import { CodeInput } from '@vaultline/ui';
import { CODE_LENGTH } from '../../../config/constants';
import { STEP_UP_CODE_HINT, STEP_UP_CODE_LABEL } from '../../../lib/step-up';
import { useCardReveal, type CardReveal, type ShownCard } from '../hooks/use-card-reveal';
import { cardName, formatExpiry, groupCardNumber } from '../lib/card-format';

function CodeStep({ reveal, stepUp }: { reveal: CardReveal; stepUp: RevealCardStart }) {
  return (
    <Stack spacing={2}>
      <Alert severity="info">{stepUp.message}</Alert>
      <Typography variant="body2">{STEP_UP_CODE_HINT[stepUp.method]}</Typography>
      <CodeInput
        key={reveal.round}
        label={STEP_UP_CODE_LABEL[stepUp.method]}
        onChange={reveal.setCode}
        disabled={reveal.busy}
        autoFocus
        showLabel
      />
    </Stack>
  );
}

function Detail({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="p" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="p"
        sx={{
          fontFamily: 'monospace',
          fontSize: wide ? { xs: '1.15rem', sm: '1.4rem' } : '1.15rem',
          fontWeight: 600,
          letterSpacing: 1,
          overflowWrap: 'anywhere',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

function ShownDetails({ shown, secondsLeft }: { shown: ShownCard; secondsLeft: number }) {
  const { revealed } = shown;
  const percentLeft = Math.round((secondsLeft * 100) / CARD_REVEAL_SECONDS);
  return (
    <Stack spacing={2}>
      <Detail label="Card number" value={groupCardNumber(revealed.pan)} wide />
      <Stack direction="row" spacing={4}>
        <Detail label="Security code (CVV)" value={revealed.cvv} />
        <Detail label="Expires" value={formatExpiry(revealed.expiryMonth, revealed.expiryYear)} />
      </Stack>
      <div>
        <Typography variant="body2">{`Hidden again in ${secondsLeft} seconds.`}</Typography>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, percentLeft)}
          aria-label="Time left before the number is hidden"
          sx={{ mt: 1 }}
        />
      </div>
      <Typography variant="body2" color="text.secondary">
        Vaultline will never ask you for these numbers. Do not share them with anyone.
      </Typography>
    </Stack>
  );
}

function RevealActions({ reveal, onClose }: { reveal: CardReveal; onClose(): void }) {
  if (reveal.shown) return <Button onClick={onClose}>Hide and close</Button>;
  const retry = reveal.stepUp?.method === 'totp' ? 'Start again' : 'Send a new code';
  return (
    <>
      <Button onClick={onClose} disabled={reveal.busy}>
        {reveal.stepUp ? 'Cancel' : 'Close'}
      </Button>
      {reveal.spent || !reveal.stepUp ? (
        <Button onClick={() => void reveal.startAgain()} disabled={reveal.busy}>
          {reveal.stepUp ? retry : 'Show it again'}
        </Button>
      ) : null}
      {reveal.stepUp ? (
        <Button
          variant="contained"
          disabled={reveal.code.length !== CODE_LENGTH || reveal.busy}
          onClick={() => void reveal.submitCode()}
        >
          {reveal.confirming ? 'Checking…' : 'Show number'}
        </Button>
      ) : null}
    </>
  );
}

/**
 * A card's full number, CVV and expiry after a step-up code, for CARD_REVEAL_SECONDS. Mounted
 * only while open: closing it drops the number with the component's state.
 */
export function RevealCardDialog({
  card,
  stepUp,
  onClose,
}: {
  card: Card;
  stepUp: RevealCardStart;
  onClose(): void;
}) {
  const reveal = useCardReveal(card, stepUp);
  const titleId = useId();
  const close = () => {
    reveal.hide();
    onClose();
  };
  return (
    <Dialog
      open
      onClose={reveal.busy ? undefined : close}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{`${cardName(card)}: card details`}</DialogTitle>
      <DialogContent>
        {reveal.shown ? (
          <ShownDetails shown={reveal.shown} secondsLeft={reveal.secondsLeft} />
        ) : null}
        {!reveal.shown && reveal.stepUp ? (
          <CodeStep reveal={reveal} stepUp={reveal.stepUp} />
        ) : null}
        {!reveal.shown && !reveal.stepUp ? (
          <Typography>
            The number is hidden again. To see it again, we ask you for a new code.
          </Typography>
        ) : null}
        {reveal.refusal ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {reveal.refusal}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <RevealActions reveal={reveal} onClose={close} />
      </DialogActions>
    </Dialog>
  );
}
