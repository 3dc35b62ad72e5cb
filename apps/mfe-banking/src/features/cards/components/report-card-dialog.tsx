import {
  Alert,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import type { Card, ReportCardResponse } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { ConfirmDialog } from '@vaultline/ui';
import { refusalText } from '../../../lib/refusals';
import { useReportCard } from '../api/cards';
import { showCard } from '../hooks/use-card-actions';
import { cardName } from '../lib/card-format';

type Reason = 'lost' | 'stolen';

function reportedToast(card: Card, answer: ReportCardResponse): void {
  const { replacement } = answer;
  toast({
    title: 'Card reported and closed',
    description: replacement
      ? `${cardName(card)} no longer works. Your new card ending ${replacement.last4} is ready to use now.`
      : `${cardName(card)} no longer works.`,
    severity: 'success',
  });
}

function ReasonField(props: {
  reason: Reason | null;
  problem: boolean;
  onChange(r: Reason): void;
}) {
  const labelId = useId();
  return (
    <FormControl error={props.problem} required>
      <FormLabel id={labelId}>What happened to the card?</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={props.reason ?? ''}
        onChange={(event) => props.onChange(event.target.value as Reason)}
      >
        <FormControlLabel value="lost" control={<Radio />} label="I lost it" />
        <FormControlLabel value="stolen" control={<Radio />} label="It was stolen" />
      </RadioGroup>
      {props.problem ? (
        <FormHelperText>Say whether the card was lost or stolen.</FormHelperText>
      ) : null}
    </FormControl>
  );
}

/** Reporting a card lost or stolen: it is closed at once, and a new number issued if asked. */
export function ReportCardDialog({ card, onClose }: { card: Card; onClose(): void }) {
  const report = useReportCard();
  const [reason, setReason] = useState<Reason | null>(null);
  const [replace, setReplace] = useState(true);
  const [problem, setProblem] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = async () => {
    if (!reason) return setProblem(true);
    const answer = await report.mutate({ cardId: card.id, request: { reason, replace } });
    if (!answer.ok) return setRefusal(refusalText(answer.error));
    showCard(answer.data.closed);
    if (answer.data.replacement) showCard(answer.data.replacement);
    reportedToast(card, answer.data);
    onClose();
  };
  return (
    <ConfirmDialog
      open
      title={`Report ${cardName(card).toLowerCase()} lost or stolen`}
      confirmLabel="Report and close card"
      destructive
      pending={report.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <Typography>
          The card stops working at once: every new payment with it is declined. This cannot be
          undone.
        </Typography>
        <ReasonField
          reason={reason}
          problem={problem}
          onChange={(next) => (setReason(next), setProblem(false))}
        />
        <FormControlLabel
          control={
            <Checkbox checked={replace} onChange={(event) => setReplace(event.target.checked)} />
          }
          label="Send me a new card number"
        />
        <Typography variant="body2" color="text.secondary">
          {replace
            ? 'A new virtual card on the same account is ready at once, with a new number: ' +
              'update it wherever you saved the old one.'
            : 'You can request a new card later from Request a Card.'}
        </Typography>
        {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      </Stack>
    </ConfirmDialog>
  );
}
