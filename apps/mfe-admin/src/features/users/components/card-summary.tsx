import AcUnitIcon from '@mui/icons-material/AcUnit';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import {
  Alert,
  Box,
  Button,
  Card as CardFrame,
  CardActions,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import type { Card } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { InfoList, InfoRow } from '../../../components/info-list';
import type { StaffCardAction } from '../api/staff-cards';
import {
  blockedGroupsText,
  CARD_STATUS_TEXT,
  cardStatusLabel,
  channelsOffText,
  expiryText,
  limitsText,
} from '../lib/card-text';

interface CardSummaryProps {
  card: Card;
  /** False on a staff member's own page: nobody freezes or unfreezes their own card. */
  canAct: boolean;
  onAction(card: Card, action: StaffCardAction): void;
}

/** Freeze for an active card, Unfreeze for a frozen one; a closed card has no action. */
function FreezeButton({ card, onAction }: Pick<CardSummaryProps, 'card' | 'onAction'>) {
  if (card.status === 'closed') return null;
  const action: StaffCardAction = card.status === 'frozen' ? 'unfreeze' : 'freeze';
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={action === 'freeze' ? <AcUnitIcon /> : <LockOpenOutlinedIcon />}
      onClick={() => onAction(card, action)}
      aria-label={`${action === 'freeze' ? 'Freeze' : 'Unfreeze'} card ending in ${card.last4}`}
    >
      {action === 'freeze' ? 'Freeze' : 'Unfreeze'}
    </Button>
  );
}

/** The card's face as staff see it: last four digits, holder, expiry, status. Never the number. */
function CardHeader({ card }: { card: Card }) {
  const { color } = CARD_STATUS_TEXT[card.status];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mb: 2 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 600 }}>
          {`Card •••• ${card.last4}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {`${card.nameOnCard} · expires ${expiryText(card)}`}
        </Typography>
      </Box>
      <Chip
        component="span"
        size="small"
        color={color}
        variant={color === 'default' ? 'outlined' : 'filled'}
        label={cardStatusLabel(card)}
      />
    </Box>
  );
}

/** One debit card: status, a CVV lock, its controls, what is held and spent, and Freeze/Unfreeze. */
export function CardSummary({ card, canAct, onAction }: CardSummaryProps) {
  return (
    <CardFrame component="li" variant="outlined" aria-label={`Debit card ending in ${card.last4}`}>
      <CardContent>
        <CardHeader card={card} />
        <Stack spacing={2}>
          {card.cvvLocked ? (
            <Alert severity="warning">
              Security code locked after wrong tries: payments that need the CVV are declined until
              the customer unlocks it in online banking.
            </Alert>
          ) : null}
          <InfoList>
            <InfoRow
              label="Account"
              value={`${card.accountName} •••• ${card.accountNumberLast4}`}
            />
            <InfoRow label="Limits" value={limitsText(card.controls)} />
            <InfoRow label="Pending (held)" value={formatUsd(card.pendingMinor)} />
            <InfoRow label="Spent today" value={formatUsd(card.spentTodayMinor)} />
            <InfoRow label="Switched off" value={channelsOffText(card.controls)} />
            <InfoRow label="Blocked categories" value={blockedGroupsText(card.controls)} />
          </InfoList>
        </Stack>
      </CardContent>
      {canAct && card.status !== 'closed' ? (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <FreezeButton card={card} onAction={onAction} />
        </CardActions>
      ) : null}
    </CardFrame>
  );
}
