import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { PullLimits } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { holdText } from '../lib/move-money-draft';

function LimitLine({
  label,
  usedMinor,
  limitMinor,
}: {
  label: string;
  usedMinor: number;
  limitMinor: number;
}) {
  const text = `${formatUsd(usedMinor)} of ${formatUsd(limitMinor)}`;
  const percent = limitMinor > 0 ? Math.min(100, Math.round((usedMinor * 100) / limitMinor)) : 100;
  return (
    <Box>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 1 }}
      >
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {text}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`${label}: ${text}`}
        sx={{ mt: 0.5 }}
      />
    </Box>
  );
}

/** What the bank lets the customer add from other banks (used of the limit), and the hold. */
export function PullLimitsPanel({ limits }: { limits: PullLimits }) {
  return (
    <Stack spacing={1.5} aria-label="Limits for adding money">
      <LimitLine
        label="Added today"
        usedMinor={limits.pulledTodayMinor}
        limitMinor={limits.dailyLimitMinor}
      />
      <LimitLine
        label="Added this month"
        usedMinor={limits.pulledThisMonthMinor}
        limitMinor={limits.monthlyLimitMinor}
      />
      <Typography variant="body2" color="text.secondary">
        {`${holdText(limits.holdBusinessDays)} Money returned by the other bank does not count against your limits.`}
      </Typography>
    </Stack>
  );
}
