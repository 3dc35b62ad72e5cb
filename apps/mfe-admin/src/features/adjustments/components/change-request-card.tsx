import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ChangeRequest } from '@vaultline/contracts';
import { formatDateTime } from '@vaultline/ui';
import { InfoList, InfoRow } from '../../../components/info-list';
import { fullName } from '../../../components/user-avatar';
import { paths } from '../../../config/paths';
import { describeChanges } from '../../../lib/change-lines';
import {
  useApproveChangeRequest,
  useRejectChangeRequest,
  useWithdrawChangeRequest,
} from '../api/decide-change-request';
import { DecisionActions, type DecisionCopy } from './decision-actions';

/** The card's title: what kind of change, and about whom. */
export function changeTitle(request: ChangeRequest): string {
  const who = request.subject ? fullName(request.subject) : '';
  if (request.kind === 'bank_settings') return 'Bank settings';
  if (request.kind === 'transfer_settings') return `Transfer settings of ${who}`;
  if (request.kind === 'second_factor_reset') return `Second factor reset of ${who}`;
  const fields = request.changes.map((line) => (line.field === 'role' ? 'Role' : 'Email'));
  return `${fields.join(' and ')} of ${who}`;
}

function decisionCopy(request: ChangeRequest): DecisionCopy {
  const title = changeTitle(request);
  return {
    approveTitle: 'Approve and apply this change?',
    approveText: `${title}: it applies at once, exactly as shown, after a last check. Every step is audited.`,
    approved: { title: 'Change approved', description: `${title}: the change now applies.` },
    rejectTitle: 'Reject this change?',
    rejectText: `Nothing changes. ${request.maker.name} and the audit log keep your reason.`,
    rejected: {
      title: 'Change rejected',
      description: 'Nothing changed. The reason is kept with it.',
    },
    withdrawTitle: 'Withdraw this request?',
    withdrawText:
      'Nothing changes, and nobody can approve it any more. The audit log keeps that you withdrew it.',
    withdrawn: { title: 'Request withdrawn', description: 'Nothing changed.' },
  };
}

interface ChangeRequestCardProps {
  request: ChangeRequest;
  /** The signed-in staff member's id: the maker may only withdraw; nobody decides on a change to themselves. */
  myId: string | null;
  onChanged(): void;
}

/** What changes: each setting before and after approval. */
function ChangesTable({ lines }: { lines: ReturnType<typeof describeChanges> }) {
  return (
    <Table size="small" aria-label="What changes" sx={{ mb: 2 }}>
      <TableHead>
        <TableRow>
          <TableCell component="th">Setting</TableCell>
          <TableCell component="th">Before</TableCell>
          <TableCell component="th">After approval</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.field}>
            <TableCell component="th" scope="row">
              {line.label}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.before}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>{line.after}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** About whom, why, and who asked. */
function ChangeRequestDetails({ request }: { request: ChangeRequestCardProps['request'] }) {
  return (
    <InfoList>
      {request.subject ? (
        <InfoRow
          label="About"
          value={
            <Link component={RouterLink} to={paths.userDetails(request.subject.id)}>
              {`${fullName(request.subject)} (${request.subject.email})`}
            </Link>
          }
          wide
        />
      ) : null}
      <InfoRow label="Reason" value={request.reason} wide />
      <InfoRow
        label="Requested by"
        value={`${request.maker.name} · ${formatDateTime(request.createdAt)}`}
        wide
      />
    </InfoList>
  );
}

/** One change waiting for a second staff member: what changes (before → after), about whom, why, by whom. */
export function ChangeRequestCard({ request, myId, onChanged }: ChangeRequestCardProps) {
  const titleId = useId();
  const approve = useApproveChangeRequest();
  const reject = useRejectChangeRequest();
  const withdraw = useWithdrawChangeRequest();
  const own = request.maker.id === myId;
  const barred =
    request.subject?.id === myId
      ? 'This change is about you, so another staff member must decide on it.'
      : null;
  const lines = describeChanges(request.changes);

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mb: 2 }}>
          <Typography
            id={titleId}
            variant="h6"
            component="h2"
            sx={{ flexGrow: 1, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {changeTitle(request)}
          </Typography>
          <Chip component="span" size="small" color="warning" label="Waiting for approval" />
        </Box>
        {own ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            You asked for this change, so another staff member must approve it. You can withdraw it.
          </Alert>
        ) : null}
        <ChangesTable lines={lines} />
        <ChangeRequestDetails request={request} />
      </CardContent>
      <DecisionActions
        own={own}
        barred={barred}
        copy={decisionCopy(request)}
        approve={() => approve.mutate(request.id)}
        reject={(reason) => reject.mutate({ requestId: request.id, reason })}
        withdraw={() => withdraw.mutate(request.id)}
        onChanged={onChanged}
      />
    </Card>
  );
}
