import DevicesIcon from '@mui/icons-material/Devices';
import { Button, Chip, DialogContentText, List, ListItem, ListItemText } from '@mui/material';
import { useState } from 'react';
import { describeDevice, type SessionInfo } from '@vaultline/contracts';
import { type Query, useMutation } from '@vaultline/data-access';
import { formatDate } from '@vaultline/money';
import { signOutEverywhere, toast } from '@vaultline/session';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  ListSkeleton,
  SectionCard,
  toastFailure,
} from '@vaultline/ui';
import { useRevokeSession } from '../api/revoke-session';

type Sessions = Query<{ sessions: SessionInfo[] }>;

function SessionRow({
  session,
  onSignOut,
  busy,
}: {
  session: SessionInfo;
  onSignOut(session: SessionInfo): void;
  busy: boolean;
}) {
  const device = describeDevice(session.userAgent);
  const where = session.ip ? ` · ${session.ip}` : '';
  return (
    <ListItem divider sx={{ px: 0, gap: 2, flexWrap: 'wrap' }}>
      <ListItemText
        primary={device}
        secondary={`Signed in ${formatDate(session.createdAt)} · last active ${formatDate(session.lastUsedAt)}${where}`}
        sx={{ minWidth: 220 }}
      />
      {session.current ? (
        <Chip size="small" color="primary" label="This device" />
      ) : (
        <Button
          size="small"
          onClick={() => onSignOut(session)}
          disabled={busy}
          aria-label={`Sign out ${device}`}
        >
          Sign out
        </Button>
      )}
    </ListItem>
  );
}

function useSignOutOne() {
  const revoke = useRevokeSession();
  const signOut = async (session: SessionInfo) => {
    const result = await revoke.mutate(session.id);
    if (!result.ok) return toastFailure('Failed!', result.error);
    toast({
      title: 'Signed out',
      description: `${describeDevice(session.userAgent)} is signed out.`,
      severity: 'success',
    });
  };
  return { signOut, busy: revoke.isPending };
}

/** Active sessions: where the customer is signed in, Sign out per other device, Sign out everywhere. */
export function SessionsCard({ sessions }: { sessions: Sessions }) {
  const one = useSignOutOne();
  const everywhere = useMutation(signOutEverywhere);
  const [confirming, setConfirming] = useState(false);
  const list = sessions.data?.sessions ?? [];

  const signOutAll = async () => {
    const result = await everywhere.mutate(undefined);
    if (!result.ok) toastFailure('Failed!', result.error);
    setConfirming(false);
  };

  return (
    <SectionCard
      title="Active Sessions"
      action={
        <Button color="error" variant="outlined" size="small" onClick={() => setConfirming(true)}>
          Sign out everywhere
        </Button>
      }
    >
      {sessions.error ? (
        <ErrorState
          title="We couldn't load your sessions."
          message={sessions.error.message}
          onRetry={sessions.refetch}
        />
      ) : null}
      {sessions.isLoading ? <ListSkeleton rows={2} label="Loading sessions" /> : null}
      {sessions.data && list.length === 0 ? (
        <EmptyState icon={<DevicesIcon />} text="No active sessions." />
      ) : null}
      {list.length > 0 ? (
        <List aria-label="Sessions">
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              onSignOut={(target) => void one.signOut(target)}
              busy={one.busy}
            />
          ))}
        </List>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere?"
        confirmLabel="Sign out everywhere"
        destructive
        pending={everywhere.isPending}
        onConfirm={() => void signOutAll()}
        onClose={() => setConfirming(false)}
      >
        <DialogContentText>
          Every device, including this one, will be signed out. You will need your password to sign
          in again.
        </DialogContentText>
      </ConfirmDialog>
    </SectionCard>
  );
}
