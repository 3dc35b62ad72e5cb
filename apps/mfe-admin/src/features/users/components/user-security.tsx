import { Box, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { describeDevice, type CustomerSecurity } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { ErrorState, formatDateTime, ListSkeleton, SectionCard } from '@vaultline/ui';
import {
  type SecurityAction,
  useCustomerSecurity,
  useRequestReset,
  useSecurityAction,
} from '../api/customer-security';
import { ReasonDialog } from './reason-dialog';

const FACTOR: Record<CustomerSecurity['secondFactor'], string> = {
  authenticator: 'Authenticator app',
  email: 'Codes by email',
  none: 'None (a code by email on a new browser)',
};

const OUTCOME: Record<CustomerSecurity['activity']['signIns'][number]['outcome'], string> = {
  success: 'Signed in',
  failed: 'Wrong password',
  locked: 'Locked out',
};

const REASON = [{ name: 'reason', label: 'Reason' }];

type Asking = { action: SecurityAction; title: string; text: string } | 'reset' | null;

function SessionsList({ security, ask }: { security: CustomerSecurity; ask(a: Asking): void }) {
  if (security.sessions.length === 0)
    return <Typography color="text.secondary">No open sessions.</Typography>;
  return (
    <List aria-label="Open sessions" dense>
      {security.sessions.map((session) => (
        <ListItem
          key={session.id}
          divider
          secondaryAction={
            <Button
              size="small"
              onClick={() =>
                ask({
                  action: { kind: 'end-session', sessionId: session.id },
                  title: 'End this session?',
                  text: 'That browser is signed out at once; the customer is told.',
                })
              }
            >
              End
            </Button>
          }
        >
          <ListItemText
            primary={describeDevice(session.userAgent, 'Unknown browser')}
            secondary={[
              session.ip ?? 'unknown address',
              `since ${formatDateTime(session.createdAt)}`,
              `last used ${formatDateTime(session.lastUsedAt)}`,
            ].join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}

function RecentSignIns({ security }: { security: CustomerSecurity }) {
  const recent = security.activity.signIns.slice(0, 8);
  if (recent.length === 0) return <Typography color="text.secondary">No sign-ins yet.</Typography>;
  return (
    <List aria-label="Recent sign-ins" dense>
      {recent.map((record, index) => (
        <ListItem key={`${record.at}-${index}`} divider>
          <ListItemText
            primary={`${formatDateTime(record.at)} · ${OUTCOME[record.outcome]}`}
            secondary={`${record.device} · ${record.ip ?? 'unknown address'}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

function SecondFactorRow({ security, ask }: { security: CustomerSecurity; ask(a: Asking): void }) {
  const locked = security.signInLockedSeconds;
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography>{`Second factor: ${FACTOR[security.secondFactor]}`}</Typography>
        {security.resetPending ? (
          <Chip size="small" color="warning" label="Reset waits for approval" />
        ) : null}
        {security.secondFactor === 'authenticator' && !security.resetPending ? (
          <Button size="small" variant="outlined" color="warning" onClick={() => ask('reset')}>
            Reset authenticator…
          </Button>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography>
          {locked > 0
            ? `Sign-in locked for ${Math.ceil(locked / 60)} more minutes`
            : 'Sign-in not locked'}
        </Typography>
        {locked > 0 ? (
          <Button
            size="small"
            variant="outlined"
            onClick={() =>
              ask({
                action: { kind: 'unlock' },
                title: 'Unlock sign-in?',
                text: 'The customer can try their password again at once. Check who you are talking to first.',
              })
            }
          >
            Unlock sign-in
          </Button>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography>
          {security.pinLocked ? 'Transfers locked after 5 wrong PINs' : 'Transfer PIN not locked'}
        </Typography>
        {security.pinLocked ? (
          <Button
            size="small"
            variant="outlined"
            onClick={() =>
              ask({
                action: { kind: 'unlock-pin' },
                title: 'Unlock transfers?',
                text: 'The customer can enter their PIN again at once and is told. Check who you are talking to first.',
              })
            }
          >
            Unlock transfers
          </Button>
        ) : null}
      </Box>
    </Stack>
  );
}

/** The dialogs behind the buttons: a reason for every action, and an identity check for a reset. */
function SecurityDialogs({
  userId,
  asking,
  onClose,
}: {
  userId: string;
  asking: Asking;
  onClose(): void;
}) {
  const act = useSecurityAction();
  const reset = useRequestReset();
  if (asking === 'reset')
    return (
      <ReasonDialog
        open
        title="Reset the authenticator app?"
        text={
          'For a customer who lost the app and its recovery codes. Another staff member must ' +
          'approve it; then the app and codes are removed, every session ends, and payments to ' +
          'new recipients wait 24 hours.'
        }
        confirmLabel="Ask for approval"
        fields={[{ name: 'identityCheck', label: 'How you checked their identity' }, ...REASON]}
        pending={reset.isPending}
        onClose={onClose}
        onSubmit={async ({ identityCheck = '', reason = '' }) => {
          const result = await reset.mutate({ userId, request: { identityCheck, reason } });
          if (!result.ok) return result.error.message;
          toast({
            title: 'Reset requested',
            description: 'Another staff member approves it under Approvals.',
            severity: 'success',
          });
          onClose();
          return null;
        }}
      />
    );
  if (!asking) return null;
  return (
    <ReasonDialog
      open
      title={asking.title}
      text={asking.text}
      confirmLabel="Confirm"
      fields={REASON}
      pending={act.isPending}
      onClose={onClose}
      onSubmit={async ({ reason = '' }) => {
        const result = await act.mutate({ userId, action: asking.action, reason });
        if (!result.ok) return result.error.message;
        toast({ title: 'Done', description: 'Recorded in the audit log.', severity: 'success' });
        onClose();
        return null;
      }}
    />
  );
}

/** A customer's security for staff: second factor, sign-in and PIN locks, sessions, sign-ins. */
export function UserSecurity({ userId }: { userId: string }) {
  const security = useCustomerSecurity(userId);
  const [asking, setAsking] = useState<Asking>(null);
  const data = security.data;
  return (
    <SectionCard
      title="Sign-in security"
      action={
        data && data.sessions.length > 0 ? (
          <Button
            size="small"
            color="error"
            onClick={() =>
              setAsking({
                action: { kind: 'end-all' },
                title: 'End every session?',
                text: 'The customer is signed out on every device at once and told why.',
              })
            }
          >
            End all sessions
          </Button>
        ) : undefined
      }
    >
      {security.error ? (
        <ErrorState
          title="We couldn't load the sign-in security."
          message={security.error.message}
          onRetry={security.refetch}
        />
      ) : null}
      {security.isLoading ? <ListSkeleton rows={3} label="Loading sign-in security" /> : null}
      {data ? (
        <Stack spacing={2}>
          <SecondFactorRow security={data} ask={setAsking} />
          <Typography variant="subtitle2" component="h3">
            Open sessions
          </Typography>
          <SessionsList security={data} ask={setAsking} />
          <Typography variant="subtitle2" component="h3">
            Recent sign-ins
          </Typography>
          <RecentSignIns security={data} />
        </Stack>
      ) : null}
      <SecurityDialogs userId={userId} asking={asking} onClose={() => setAsking(null)} />
    </SectionCard>
  );
}
