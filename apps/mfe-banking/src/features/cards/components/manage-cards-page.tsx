import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import { Grid, Stack } from '@mui/material';
import { useState } from 'react';
import type { Card, RevealCardStart } from '@vaultline/contracts';
import {
  EmptyState,
  ErrorState,
  LinkButton,
  ListSkeleton,
  PageHeading,
  SectionCard,
} from '@vaultline/ui';
import { paths } from '../../../config/paths';
import { useCards } from '../api/cards';
import { CardActivitySection } from './card-activity';
import { CardTile } from './card-tile';
import { ClosedCards } from './closed-cards';
import { ReportCardDialog } from './report-card-dialog';
import { RevealCardDialog } from './reveal-card-dialog';

interface Revealing {
  card: Card;
  stepUp: RevealCardStart;
}

function OpenCards({
  cards,
  onRevealStarted,
  onReport,
}: {
  cards: Card[];
  onRevealStarted(card: Card, stepUp: RevealCardStart): void;
  onReport(card: Card): void;
}) {
  if (cards.length === 0) {
    const request = (
      <LinkButton to={paths.requestCard} variant="contained">
        Request a card
      </LinkButton>
    );
    return (
      <EmptyState
        icon={<CreditCardOutlinedIcon />}
        text={
          'You have no open card. A virtual debit card on your checking account ' +
          'is ready to use as soon as it is issued.'
        }
        action={request}
      />
    );
  }
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.id} size={{ xs: 12, md: 6, xl: 4 }}>
          <CardTile card={card} onRevealStarted={onRevealStarted} onReport={onReport} />
        </Grid>
      ))}
    </Grid>
  );
}

/** /cards/manage: the customer's cards, what each can do, and their recent payments. */
export function ManageCardsPage() {
  const cards = useCards();
  const [revealing, setRevealing] = useState<Revealing | null>(null);
  const [reporting, setReporting] = useState<Card | null>(null);
  const all = cards.data?.cards ?? [];
  const open = all.filter((card) => card.status !== 'closed');
  const closed = all.filter((card) => card.status === 'closed');
  const canRequest = (cards.data?.eligibleAccountIds.length ?? 0) > 0;
  return (
    <>
      <PageHeading
        title="Manage Cards"
        subtitle="Your virtual debit cards: see a card's number, freeze it, or report it lost or stolen."
        actions={
          canRequest && open.length > 0 ? (
            <LinkButton to={paths.requestCard} variant="outlined">
              Request a card
            </LinkButton>
          ) : null
        }
      />
      <Stack spacing={3}>
        <SectionCard title="Your cards">
          {cards.error ? (
            <ErrorState
              title="We couldn't load your cards."
              message={cards.error.message}
              onRetry={cards.refetch}
            />
          ) : null}
          {cards.isLoading ? (
            <ListSkeleton rows={2} height={160} label="Loading your cards" />
          ) : null}
          {cards.data ? (
            <OpenCards
              cards={open}
              onRevealStarted={(card, stepUp) => setRevealing({ card, stepUp })}
              onReport={setReporting}
            />
          ) : null}
        </SectionCard>
        {closed.length > 0 ? <ClosedCards cards={closed} /> : null}
        <CardActivitySection />
      </Stack>
      {revealing ? (
        <RevealCardDialog
          key={revealing.card.id}
          card={revealing.card}
          stepUp={revealing.stepUp}
          onClose={() => setRevealing(null)}
        />
      ) : null}
      {reporting ? (
        <ReportCardDialog key={reporting.id} card={reporting} onClose={() => setReporting(null)} />
      ) : null}
    </>
  );
}
