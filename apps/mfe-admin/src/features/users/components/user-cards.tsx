import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import { Box, Stack, Typography } from '@mui/material';
import type { Card, StaffCardList } from '@vaultline/contracts';
import { useSession } from '@vaultline/session';
import { EmptyState, ErrorState, ListSkeleton, SectionCard } from '@vaultline/ui';
import { type StaffCardAction, useUserCards } from '../api/staff-cards';
import { useCardFreeze } from '../hooks/use-card-freeze';
import { CardActivityList } from './card-activity';
import { CardFreezeDialog } from './card-freeze-dialog';
import { CardSummary } from './card-summary';

type CardAction = (card: Card, action: StaffCardAction) => void;

/** Puts the card a freeze or unfreeze returned on screen at once (a refetch follows anyway). */
const withCard = (card: Card) => (current: StaffCardList | undefined) =>
  current
    ? { ...current, cards: current.cards.map((shown) => (shown.id === card.id ? card : shown)) }
    : current;

/** One card a row on phones, two side by side on wide screens. */
const CARD_GRID = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
} as const;

function CardsAndActivity({
  list,
  canAct,
  onAction,
}: {
  list: StaffCardList;
  canAct: boolean;
  onAction: CardAction;
}) {
  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        {canAct
          ? 'Only the last four digits are shown: staff cannot see a card number or security code.'
          : 'These are your own cards: another staff member must freeze or unfreeze them.'}
      </Typography>
      <Box component="ul" aria-label="Cards" sx={CARD_GRID}>
        {list.cards.map((card) => (
          <CardSummary key={card.id} card={card} canAct={canAct} onAction={onAction} />
        ))}
      </Box>
      <Stack spacing={2}>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 600 }}>
          Card activity
        </Typography>
        <CardActivityList activity={list.activity} />
      </Stack>
    </Stack>
  );
}

type CardsQuery = ReturnType<typeof useUserCards>;

/** Loading, the failure with Retry, "No debit cards.", or the cards and their payments. */
function CardsBody({
  cards,
  canAct,
  onAction,
}: {
  cards: CardsQuery;
  canAct: boolean;
  onAction: CardAction;
}) {
  if (cards.error)
    return (
      <ErrorState
        title="We couldn't load the debit cards."
        message={cards.error.message}
        onRetry={cards.refetch}
      />
    );
  if (!cards.data) return <ListSkeleton rows={2} height={120} label="Loading debit cards" />;
  if (cards.data.cards.length === 0)
    return <EmptyState icon={<CreditCardOutlinedIcon />} text="No debit cards." />;
  return <CardsAndActivity list={cards.data} canAct={canAct} onAction={onAction} />;
}

/** A customer's debit cards on the staff user page: status and controls, payments, freeze/unfreeze. */
export function UserCards({ userId }: { userId: string }) {
  const cards = useUserCards(userId);
  const ownPage = useSession((state) => state.user?.id === userId);
  const freeze = useCardFreeze({
    onChanged: (card) => cards.setData(withCard(card)),
    onStale: cards.refetch,
  });
  return (
    <SectionCard title="Debit cards">
      <CardsBody cards={cards} canAct={!ownPage} onAction={freeze.open} />
      <CardFreezeDialog state={freeze} />
    </SectionCard>
  );
}
