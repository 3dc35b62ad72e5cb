import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import type { Card } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import {
  EmptyState,
  ErrorState,
  LinkButton,
  ListSkeleton,
  PageHeading,
  SectionCard,
} from '@vaultline/ui';
import { CARD_LIMITS_CARD_PARAM, paths } from '../../../config/paths';
import { useCards } from '../api/cards';
import { cardAccountLabel, cardName } from '../lib/card-format';
import { CardLimitsForm } from './card-limits-form';

function CardPicker({ cards, card }: { cards: Card[]; card: Card }) {
  const [, setParams] = useSearchParams();
  if (cards.length < 2)
    return <Typography>{`${cardName(card)} · ${cardAccountLabel(card)}`}</Typography>;
  return (
    <TextField
      select
      label="Card"
      value={card.id}
      onChange={(event) =>
        setParams({ [CARD_LIMITS_CARD_PARAM]: event.target.value }, { replace: true })
      }
      fullWidth
    >
      {cards.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {`${cardName(option)} · ${cardAccountLabel(option)}`}
        </MenuItem>
      ))}
    </TextField>
  );
}

function NoOpenCard() {
  return (
    <EmptyState
      text="You have no open card to set limits on."
      action={
        <LinkButton to={paths.requestCard} variant="contained">
          Request a card
        </LinkButton>
      }
    />
  );
}

/** /cards/limits: how much a card may spend, where it works, and the merchants it refuses. */
export function CardLimitsPage() {
  const cards = useCards();
  const [params] = useSearchParams();
  const open = (cards.data?.cards ?? []).filter((candidate) => candidate.status !== 'closed');
  const card =
    open.find((candidate) => candidate.id === params.get(CARD_LIMITS_CARD_PARAM)) ?? open[0];
  const limits = cards.data?.limits;
  return (
    <>
      <PageHeading
        title="Card Limits"
        subtitle="Choose how much a card can spend, where it works, and which merchants it refuses."
      />
      <SectionCard title="Limits and controls" sx={{ maxWidth: 820 }}>
        {cards.error ? (
          <ErrorState
            title="We couldn't load your cards."
            message={cards.error.message}
            onRetry={cards.refetch}
          />
        ) : null}
        {cards.isLoading ? <ListSkeleton rows={4} height={48} label="Loading your cards" /> : null}
        {cards.data && !card ? <NoOpenCard /> : null}
        {card && limits ? (
          <Stack spacing={3}>
            <CardPicker cards={open} card={card} />
            <Typography variant="body2" color="text.secondary">
              {`The bank allows at most ${formatUsd(limits.maxPerTransactionMinor)} per payment and ` +
                `${formatUsd(limits.maxDailyMinor)} a day. ` +
                'A payment above a limit, or where the card is switched off, is declined.'}
            </Typography>
            <CardLimitsForm key={card.id} card={card} limits={limits} />
          </Stack>
        ) : null}
      </SectionCard>
    </>
  );
}
