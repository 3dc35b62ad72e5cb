import { Chip } from '@mui/material';

const COLORS = {
  completed: 'success',
  active: 'success',
  pending: 'warning',
  under_review: 'warning',
  awaiting_code: 'warning',
  failed: 'error',
  rejected: 'error',
  inactive: 'default',
  cancelled: 'default',
  reversed: 'default',
} as const;

export type Status = keyof typeof COLORS;

function label(status: Status): string {
  const words = status.replace('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Status badges: pending yellow, completed green, failed red (spec section 4). */
export function StatusChip({ status }: { status: Status }) {
  return <Chip size="small" color={COLORS[status]} label={label(status)} />;
}
