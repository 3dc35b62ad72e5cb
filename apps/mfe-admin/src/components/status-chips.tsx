import { Chip } from '@mui/material';
import type { z } from 'zod';
import type { AdjustmentSchema, AdminUserStatus, SupportStatus } from '@vaultline/contracts';

type ChipColor = 'success' | 'warning' | 'error' | 'info' | 'default';

function LabelChip({ label, color }: { label: string; color: ChipColor }) {
  return (
    <Chip
      component="span"
      size="small"
      color={color}
      label={label}
      variant={color === 'default' ? 'outlined' : 'filled'}
    />
  );
}

const USER_STATUS: Record<AdminUserStatus, { label: string; color: ChipColor }> = {
  active: { label: 'Active', color: 'success' },
  suspended: { label: 'Suspended', color: 'error' },
  pending: { label: 'Pending', color: 'warning' },
  closed: { label: 'Closed', color: 'default' },
};

/** A person's real status: active, suspended (outgoing transfers), pending (email not verified), closed. */
export function UserStatusChip({ status }: { status: AdminUserStatus }) {
  return <LabelChip {...USER_STATUS[status]} />;
}

const SUPPORT_STATUS: Record<SupportStatus, { label: string; color: ChipColor }> = {
  open: { label: 'Open', color: 'info' },
  resolved: { label: 'Resolved', color: 'success' },
  archived: { label: 'Archived', color: 'default' },
};

export function SupportStatusChip({ status }: { status: SupportStatus }) {
  return <LabelChip {...SUPPORT_STATUS[status]} />;
}

type AdjustmentStatus = z.infer<typeof AdjustmentSchema>['status'];
const ADJUSTMENT_STATUS: Record<AdjustmentStatus, { label: string; color: ChipColor }> = {
  pending: { label: 'Waiting for approval', color: 'warning' },
  posted: { label: 'Posted', color: 'success' },
  rejected: { label: 'Rejected', color: 'error' },
  withdrawn: { label: 'Withdrawn', color: 'default' },
};

export function AdjustmentStatusChip({ status }: { status: AdjustmentStatus }) {
  return <LabelChip {...ADJUSTMENT_STATUS[status]} />;
}

/** Step-up ("Allow Transfer Validation"): every transfer needs an emailed code. */
export function StepUpChip({ on }: { on: boolean }) {
  return <LabelChip label={on ? 'On' : 'Off'} color={on ? 'info' : 'default'} />;
}
