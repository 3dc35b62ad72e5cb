import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import {
  Box,
  Card,
  CardContent,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { CardActivity } from '@vaultline/contracts';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  SectionCard,
  formatDateTime,
  signedAmount,
} from '@vaultline/ui';
import { paths } from '../../../config/paths';
import { useCardActivity } from '../api/cards';
import {
  ACTIVITY_CHIPS,
  activityAmountMinor,
  activityCharged,
  activityNote,
} from '../lib/activity-format';

function ActivityAmount({ activity }: { activity: CardActivity }) {
  const amount = activityAmountMinor(activity);
  const color = !activityCharged(activity)
    ? 'text.secondary'
    : amount > 0
      ? 'success.main'
      : 'text.primary';
  return (
    <Typography component="span" sx={{ color, fontWeight: 600, whiteSpace: 'nowrap' }}>
      {signedAmount(amount)}
    </Typography>
  );
}

function ActivityStatus({ activity }: { activity: CardActivity }) {
  const chip = ACTIVITY_CHIPS[activity.status];
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" color={chip.color} label={chip.label} />
      {activity.status === 'posted' ? (
        <Link
          component={RouterLink}
          to={paths.newDispute('card', activity.id)}
          variant="body2"
          aria-label={`Dispute ${activity.merchantName}, ${formatDateTime(activity.createdAt)}`}
        >
          Dispute
        </Link>
      ) : null}
    </Stack>
  );
}

function Note({ activity }: { activity: CardActivity }) {
  const note = activityNote(activity);
  if (!note) return null;
  return (
    <Typography variant="caption" component="p" color="text.secondary">
      {note}
    </Typography>
  );
}

/** Wide screens: Date, Merchant, Category, Card, Amount, Status. */
function ActivityTable({ activity }: { activity: CardActivity[] }) {
  return (
    <TableContainer>
      <Table aria-label="Card activity" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Merchant</TableCell>
            <TableCell>Category</TableCell>
            <TableCell>Card</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {activity.map((line) => (
            <TableRow key={line.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(line.createdAt)}</TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {line.merchantName}
                </Typography>
                <Note activity={line} />
              </TableCell>
              <TableCell>{line.category}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{`••${line.cardLast4}`}</TableCell>
              <TableCell align="right">
                <ActivityAmount activity={line} />
              </TableCell>
              <TableCell>
                <ActivityStatus activity={line} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Small screens: one card per payment (nothing scrolls sideways). */
function ActivityCards({ activity }: { activity: CardActivity[] }) {
  return (
    <Stack component="ul" spacing={1} aria-label="Card activity" sx={{ p: 0, m: 0 }}>
      {activity.map((line) => (
        <Card key={line.id} component="li" variant="outlined" sx={{ listStyle: 'none' }}>
          <CardContent sx={{ display: 'flex', gap: 2, '&:last-child': { pb: 2 } }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {line.merchantName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {`${formatDateTime(line.createdAt)} · ${line.category} · card ••${line.cardLast4}`}
              </Typography>
              <Note activity={line} />
            </Box>
            <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
              <ActivityAmount activity={line} />
              <ActivityStatus activity={line} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function ActivityBody() {
  const activity = useCardActivity();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  if (activity.error)
    return (
      <ErrorState
        title="We couldn't load your card activity."
        message={activity.error.message}
        onRetry={activity.refetch}
      />
    );
  if (!activity.data) return <ListSkeleton rows={3} label="Loading card activity" />;
  const lines = activity.data.activity;
  if (lines.length === 0)
    return <EmptyState icon={<ReceiptLongOutlinedIcon />} text="No card payments yet." />;
  return wide ? <ActivityTable activity={lines} /> : <ActivityCards activity={lines} />;
}

/** The last 50 payments with any of the customer's cards, newest first. */
export function CardActivitySection() {
  return (
    <SectionCard title="Recent card activity">
      <ActivityBody />
    </SectionCard>
  );
}
