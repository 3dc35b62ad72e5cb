import {
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { CardActivity as CardPayment } from '@vaultline/contracts';
import { formatDateTime } from '@vaultline/ui';
import { InfoList, InfoRow } from '../../../components/info-list';
import {
  ACTIVITY_STATUS_TEXT,
  activityAmountText,
  CHANNEL_TEXT,
  heldNote,
  responseText,
} from '../lib/card-text';

const HEADERS = ['Date', 'Merchant', 'Category', 'Card', 'Amount', 'Status', 'Response'];

function StatusChip({ payment }: { payment: CardPayment }) {
  const { label, color } = ACTIVITY_STATUS_TEXT[payment.status];
  return (
    <Chip
      component="span"
      size="small"
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={label}
    />
  );
}

/** "MCC 5812 · US · Contactless": where and how the card was used. */
const whereText = (payment: CardPayment) =>
  `MCC ${payment.mcc} · ${payment.country} · ${CHANNEL_TEXT[payment.channel]}`;

/** The moment it was asked for, and when it posted. */
function Dates({ payment }: { payment: CardPayment }) {
  return (
    <>
      {formatDateTime(payment.createdAt)}
      {payment.postedAt ? (
        <Typography
          variant="caption"
          color="text.secondary"
          component="span"
          sx={{ display: 'block' }}
        >
          {`Posted ${formatDateTime(payment.postedAt)}`}
        </Typography>
      ) : null}
    </>
  );
}

function Amount({ payment }: { payment: CardPayment }) {
  const held = heldNote(payment);
  return (
    <>
      {activityAmountText(payment)}
      {held ? (
        <Typography
          variant="caption"
          color="text.secondary"
          component="span"
          sx={{ display: 'block' }}
        >
          {held}
        </Typography>
      ) : null}
    </>
  );
}

function ActivityRow({ payment }: { payment: CardPayment }) {
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Dates payment={payment} />
      </TableCell>
      <TableCell sx={{ maxWidth: 260 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {payment.merchantName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {whereText(payment)}
        </Typography>
      </TableCell>
      <TableCell>{payment.category}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{`•••• ${payment.cardLast4}`}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Amount payment={payment} />
      </TableCell>
      <TableCell>
        <StatusChip payment={payment} />
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{responseText(payment)}</TableCell>
    </TableRow>
  );
}

function ActivityTable({ activity }: { activity: CardPayment[] }) {
  return (
    <TableContainer>
      <Table aria-label="Card activity" size="small">
        <TableHead>
          <TableRow>
            {HEADERS.map((header) => (
              <TableCell key={header} align={header === 'Amount' ? 'right' : 'left'}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {activity.map((payment) => (
            <ActivityRow key={payment.id} payment={payment} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** One payment on a phone: the same facts as a table row, stacked. */
function ActivityCard({ payment }: { payment: CardPayment }) {
  return (
    <Card component="li" variant="outlined" aria-label={payment.merchantName}>
      <CardContent>
        <InfoList>
          <InfoRow label="Merchant" value={`${payment.merchantName} (${whereText(payment)})`} />
          <InfoRow label="Category" value={payment.category} />
          <InfoRow label="Card" value={`•••• ${payment.cardLast4}`} />
          <InfoRow label="Amount" value={<Amount payment={payment} />} />
          <InfoRow label="Status" value={<StatusChip payment={payment} />} />
          <InfoRow label="Response" value={responseText(payment)} />
          <InfoRow label="Date" value={<Dates payment={payment} />} />
        </InfoList>
      </CardContent>
    </Card>
  );
}

/** The customer's card payments, newest first as the API sends them: a table, or cards on a phone. */
export function CardActivityList({ activity }: { activity: CardPayment[] }) {
  // Seven columns need the width left beside the portal's sidebar on a laptop; below it, cards.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  if (activity.length === 0)
    return <Typography color="text.secondary">No card payments yet.</Typography>;
  if (wide) return <ActivityTable activity={activity} />;
  return (
    <Stack
      component="ul"
      aria-label="Card activity"
      spacing={2}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {activity.map((payment) => (
        <ActivityCard key={payment.id} payment={payment} />
      ))}
    </Stack>
  );
}
