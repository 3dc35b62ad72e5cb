import {
  Alert,
  Box,
  Button,
  Card as MuiCard,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import type { Card, RevealCardStart } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { LinkButton } from '@vaultline/ui';
import { paths } from '../../../config/paths';
import { useCardActions } from '../hooks/use-card-actions';
import {
  cardAccountLabel,
  cardName,
  cardStatusChip,
  formatExpiry,
  maskedCardNumber,
} from '../lib/card-format';

/** The card drawn as a card: account, masked number, expiry, name and status. */
export function CardFace({ card }: { card: Card }) {
  const chip = cardStatusChip(card);
  const dim = card.status !== 'active';
  return (
    <Box
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3,
        color: 'common.white',
        bgcolor: dim ? 'grey.700' : 'grey.900',
        backgroundImage: dim ? 'none' : 'linear-gradient(135deg, #1a237e 0%, #000000 100%)',
        minWidth: 0,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {cardAccountLabel(card)}
        </Typography>
        <Chip size="small" color={chip.color} label={chip.label} sx={{ flexShrink: 0 }} />
      </Stack>
      <Typography
        component="p"
        sx={{ fontFamily: 'monospace', fontSize: { xs: '1.1rem', sm: '1.3rem' }, mb: 2 }}
      >
        {maskedCardNumber(card.last4)}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ textTransform: 'uppercase', overflowWrap: 'anywhere' }}>
          {card.nameOnCard}
        </Typography>
        <Typography variant="body2" sx={{ flexShrink: 0 }}>
          {`Expires ${formatExpiry(card.expiryMonth, card.expiryYear)}`}
        </Typography>
      </Stack>
    </Box>
  );
}

function CardFigures({ card }: { card: Card }) {
  const daily = card.controls.dailyLimitMinor;
  const percent = Math.min(100, Math.round((card.spentTodayMinor * 100) / daily));
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">Pending</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatUsd(card.pendingMinor)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">Spent today</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right' }}>
          {`${formatUsd(card.spentTodayMinor)} of ${formatUsd(daily)}`}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`Spent today: ${formatUsd(card.spentTodayMinor)} of the ${formatUsd(daily)} daily limit`}
      />
    </Stack>
  );
}

type Actions = ReturnType<typeof useCardActions>;

function CvvLockedAlert({ actions }: { actions: Actions }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button
          color="inherit"
          size="small"
          disabled={actions.busy}
          onClick={() => void actions.unlockCvv()}
        >
          Unlock security code
        </Button>
      }
    >
      The security code was entered wrong too many times: payments that ask for it are declined
      until you unlock it.
    </Alert>
  );
}

function CardButtons(props: { card: Card; actions: Actions; onReport(card: Card): void }) {
  const { card, actions, onReport } = props;
  const frozen = card.status === 'frozen';
  const name = cardName(card).toLowerCase();
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        size="small"
        disabled={actions.busy}
        onClick={() => void actions.showNumber()}
        aria-label={`Show number of ${name}`}
      >
        {actions.revealing ? 'Sending code…' : 'Show number'}
      </Button>
      <Button
        variant="outlined"
        size="small"
        disabled={actions.busy}
        onClick={() => void (frozen ? actions.unfreeze() : actions.freeze())}
        aria-label={`${frozen ? 'Unfreeze' : 'Freeze'} ${name}`}
      >
        {frozen ? 'Unfreeze' : 'Freeze'}
      </Button>
      <LinkButton
        to={paths.cardLimitsFor(card.id)}
        variant="outlined"
        size="small"
        aria-label={`Limits and controls of ${name}`}
      >
        Limits and controls
      </LinkButton>
      <Button
        color="error"
        size="small"
        disabled={actions.busy}
        onClick={() => onReport(card)}
        aria-label={`Report lost or stolen: ${name}`}
      >
        Report lost or stolen
      </Button>
    </Stack>
  );
}

/** One open card: the drawn card, what is held and spent today, and what can be done with it. */
export function CardTile({
  card,
  onRevealStarted,
  onReport,
}: {
  card: Card;
  onRevealStarted(card: Card, stepUp: RevealCardStart): void;
  onReport(card: Card): void;
}) {
  const actions = useCardActions(card, (stepUp) => onRevealStarted(card, stepUp));
  return (
    <MuiCard component="article" variant="outlined" aria-label={cardName(card)}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={2}>
          <CardFace card={card} />
          <CardFigures card={card} />
          {card.cvvLocked ? <CvvLockedAlert actions={actions} /> : null}
          {card.status === 'frozen' ? (
            <Typography variant="body2">
              This card is frozen: new payments are declined until you unfreeze it.
            </Typography>
          ) : null}
          <CardButtons card={card} actions={actions} onReport={onReport} />
        </Stack>
      </CardContent>
    </MuiCard>
  );
}
