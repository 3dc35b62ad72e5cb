import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import type { Card } from '@vaultline/contracts';
import { formatDate } from '@vaultline/money';
import { cardAccountLabel, cardName, cardStatusChip } from '../lib/card-format';

function ClosedCardRow({ card }: { card: Card }) {
  const chip = cardStatusChip(card);
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between' }}
      >
        <div>
          <Typography variant="subtitle2" component="p">
            {cardName(card)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {`${cardAccountLabel(card)} · issued ${formatDate(card.createdAt)}`}
          </Typography>
        </div>
        <div>
          <Chip size="small" color={chip.color} label={chip.label} />
        </div>
      </Stack>
    </Box>
  );
}

/** Cards that no longer work (reported, replaced or closed), folded away under the open ones. */
export function ClosedCards({ cards }: { cards: Card[] }) {
  return (
    <Accordion variant="outlined" disableGutters slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>{`Closed cards (${cards.length})`}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box component="ul" aria-label="Closed cards" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {cards.map((card) => (
            <ClosedCardRow key={card.id} card={card} />
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
