import { Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { SecurityChange, SignInRecord } from '@vaultline/contracts';
import { EmptyState, ErrorState, formatDateTime, ListSkeleton, SectionCard } from '@vaultline/ui';
import { useSecurityActivity } from '../api/get-security-activity';

const OUTCOMES: Record<
  SignInRecord['outcome'],
  { label: string; color: 'success' | 'warning' | 'error' }
> = {
  success: { label: 'Signed in', color: 'success' },
  failed: { label: 'Failed', color: 'warning' },
  locked: { label: 'Locked', color: 'error' },
};

function SignInRow({ record }: { record: SignInRecord }) {
  const outcome = OUTCOMES[record.outcome];
  return (
    <ListItem divider sx={{ px: 0, gap: 2, flexWrap: 'wrap' }}>
      <ListItemText
        primary={record.device}
        secondary={`${formatDateTime(record.at)}${record.ip ? ` · ${record.ip}` : ''}`}
        sx={{ minWidth: 220 }}
      />
      <Chip size="small" variant="outlined" color={outcome.color} label={outcome.label} />
    </ListItem>
  );
}

function ChangeRow({ change }: { change: SecurityChange }) {
  return (
    <ListItem divider sx={{ px: 0, gap: 2, flexWrap: 'wrap' }}>
      <ListItemText
        primary={change.label}
        secondary={`${formatDateTime(change.at)}${change.ip ? ` · ${change.ip}` : ''}`}
        sx={{ minWidth: 220 }}
      />
      {change.byStaff ? <Chip size="small" variant="outlined" label="By the bank" /> : null}
    </ListItem>
  );
}

/** Sign-in history (failed attempts too) and recent security changes, newest first. */
export function SecurityActivityCard() {
  const activity = useSecurityActivity();
  const data = activity.data;
  return (
    <SectionCard title="Recent Security Activity">
      {activity.isLoading ? (
        <ListSkeleton rows={3} height={56} label="Loading security activity" />
      ) : null}
      {activity.error ? (
        <ErrorState
          title="We couldn't load your security activity."
          message={activity.error.message}
          onRetry={activity.refetch}
        />
      ) : null}
      {data ? (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Sign-ins
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Failed attempts you do not recognise? Change your password and sign out everywhere.
          </Typography>
          <List aria-label="Sign-ins" dense>
            {data.signIns.map((record) => (
              <SignInRow key={`${record.at}-${record.outcome}`} record={record} />
            ))}
          </List>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
            Security changes
          </Typography>
          {data.changes.length === 0 ? (
            <EmptyState text="No changes to your password, PIN, email, two-factor or payees yet." />
          ) : (
            <List aria-label="Security changes" dense>
              {data.changes.map((change) => (
                <ChangeRow key={`${change.at}-${change.action}`} change={change} />
              ))}
            </List>
          )}
        </>
      ) : null}
    </SectionCard>
  );
}
