import AddIcon from '@mui/icons-material/Add';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { DialogContentText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { Schedule } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { toast } from '@vaultline/session';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LinkButton,
  ListSkeleton,
  PageHeading,
  toastFailure,
} from '@vaultline/ui';
import { useCancelSchedule } from '../../../api/cancel-schedule';
import { paths } from '../../../config/paths';
import { useSchedules } from '../api/get-schedules';
import { frequencyLabel, ScheduleCard } from './schedule-card';
import { VerifyScheduleDialog } from './verify-schedule-dialog';

interface ScheduleGroupProps {
  title: string;
  schedules: Schedule[];
  onCancel(schedule: Schedule): void;
  onVerify(schedule: Schedule): void;
}

function ScheduleGroup({ title, schedules, onCancel, onVerify }: ScheduleGroupProps) {
  if (schedules.length === 0) return null;
  return (
    <Stack component="section" spacing={2} aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {schedules.map((schedule) => (
        <ScheduleCard
          key={schedule.id}
          schedule={schedule}
          onCancel={onCancel}
          onVerify={onVerify}
        />
      ))}
    </Stack>
  );
}

function useCancelFlow() {
  const cancel = useCancelSchedule();
  const [target, setTarget] = useState<Schedule | null>(null);
  const confirm = async () => {
    if (!target) return;
    const result = await cancel.mutate(target.id);
    if (!result.ok) return toastFailure('Failed!', result.error);
    toast({
      title: 'Schedule Cancelled',
      description: `No more transfers to ${target.recipientName} will be made.`,
      severity: 'success',
    });
    setTarget(null);
  };
  return { target, setTarget, confirm, pending: cancel.isPending };
}

/** Confirms cancelling one schedule, saying what stops and what does not. */
function CancelScheduleDialog({ cancel }: { cancel: ReturnType<typeof useCancelFlow> }) {
  return (
    <ConfirmDialog
      open={cancel.target !== null}
      title="Cancel this transfer?"
      confirmLabel="Cancel Transfer"
      destructive
      pending={cancel.pending}
      onConfirm={() => void cancel.confirm()}
      onClose={() => cancel.setTarget(null)}
    >
      <DialogContentText>
        {cancel.target
          ? `${frequencyLabel(cancel.target.frequency)} transfer of ${formatUsd(cancel.target.amountMinor)} to ${cancel.target.recipientName}. No further transfers will be made; transfers already sent are not affected.`
          : ''}
      </DialogContentText>
    </ConfirmDialog>
  );
}

/** /payments/recurring: the customer's scheduled and recurring transfers, with cancel and verify. */
export function RecurringPage() {
  const schedules = useSchedules();
  const cancel = useCancelFlow();
  const [verifying, setVerifying] = useState<Schedule | null>(null);
  const list = schedules.data?.schedules ?? [];
  const live = list.filter(
    (schedule) => schedule.status === 'active' || schedule.status === 'awaiting_code',
  );
  const past = list.filter((schedule) => !live.includes(schedule));
  const newTransfer = (
    <LinkButton to={paths.transfer} variant="contained" startIcon={<AddIcon />}>
      New Transfer
    </LinkButton>
  );

  return (
    <>
      <PageHeading
        title="Recurring Payments"
        subtitle="Scheduled and recurring transfers from your accounts."
        actions={newTransfer}
      />
      {schedules.error ? (
        <ErrorState
          title="We couldn't load your scheduled transfers."
          message={schedules.error.message}
          onRetry={schedules.refetch}
        />
      ) : null}
      {schedules.isLoading ? (
        <ListSkeleton rows={3} height={160} label="Loading scheduled transfers" />
      ) : null}
      {schedules.data && list.length === 0 ? (
        <EmptyState
          icon={<EventRepeatIcon />}
          text="You have no scheduled or recurring transfers."
          action={newTransfer}
        />
      ) : null}
      <Stack spacing={4}>
        <ScheduleGroup
          title="Upcoming"
          schedules={live}
          onCancel={cancel.setTarget}
          onVerify={setVerifying}
        />
        <ScheduleGroup
          title="Past"
          schedules={past}
          onCancel={cancel.setTarget}
          onVerify={setVerifying}
        />
      </Stack>
      <CancelScheduleDialog cancel={cancel} />
      <VerifyScheduleDialog
        schedule={verifying}
        onClose={() => setVerifying(null)}
        onVerified={() => setVerifying(null)}
      />
    </>
  );
}
