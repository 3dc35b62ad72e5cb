import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import { useId } from 'react';
import { FREQUENCY_LABELS, type Schedule } from '@vaultline/contracts';
import { formatDate, formatUsd } from '@vaultline/money';
import { formatDay } from '@vaultline/ui';

const STATUS = {
  active: { label: 'Active', color: 'success' },
  awaiting_code: { label: 'Awaiting code', color: 'warning' },
  cancelled: { label: 'Cancelled', color: 'default' },
  finished: { label: 'Finished', color: 'default' },
  expired: { label: 'Not confirmed in time', color: 'default' },
} as const;

export function frequencyLabel(frequency: Schedule['frequency']): string {
  return frequency === 'once' ? 'One-time' : FREQUENCY_LABELS[frequency];
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

interface ScheduleCardProps {
  schedule: Schedule;
  onCancel(schedule: Schedule): void;
  onVerify(schedule: Schedule): void;
}

/** One schedule: to whom, how much, how often, next run, status, and what can be done with it. */
export function ScheduleCard({ schedule, onCancel, onVerify }: ScheduleCardProps) {
  const titleId = useId();
  const status = STATUS[schedule.status];
  const live = schedule.status === 'active' || schedule.status === 'awaiting_code';
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h3" sx={{ fontWeight: 600 }}>
              {`${schedule.recipientName} •••• ${schedule.recipientAccountLast4}`}
            </Typography>
            {schedule.description ? (
              <Typography color="text.secondary">{schedule.description}</Typography>
            ) : null}
          </Box>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {formatUsd(schedule.amountMinor)}
          </Typography>
        </Box>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
            gap: 2,
            m: 0,
            mt: 2,
          }}
        >
          <Fact label="Frequency" value={frequencyLabel(schedule.frequency)} />
          <Fact label="Next run" value={live ? formatDay(schedule.nextRunOn) : '—'} />
          <Fact
            label="Ends"
            value={schedule.endDate ? formatDay(schedule.endDate) : 'No end date'}
          />
          <Fact label="From" value={schedule.fromAccountName} />
          <Fact label="Runs so far" value={String(schedule.runs)} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" color={status.color} label={status.label} />
        <Typography variant="caption" color="text.secondary" sx={{ flexGrow: 1 }}>
          {`Created ${formatDate(schedule.createdAt)}`}
        </Typography>
        {schedule.status === 'awaiting_code' ? (
          <Button size="small" variant="contained" onClick={() => onVerify(schedule)}>
            Verify
          </Button>
        ) : null}
        {live ? (
          <Button
            size="small"
            color="error"
            onClick={() => onCancel(schedule)}
            aria-label={`Cancel transfer to ${schedule.recipientName}`}
          >
            Cancel
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}
