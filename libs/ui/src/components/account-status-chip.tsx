import { Chip } from '@mui/material';
import type { AccountSummary } from '@vaultline/contracts';

/** Spec: an account's badge reads Active or Inactive (closed accounts are inactive). Inline, so it fits in text. */
export function AccountStatusChip({ status }: { status: AccountSummary['status'] }) {
  const active = status === 'active';
  return (
    <Chip
      component="span"
      size="small"
      color={active ? 'success' : 'default'}
      label={active ? 'Active' : 'Inactive'}
    />
  );
}
