import type { SupportStatus } from '@vaultline/contracts';

/** A request's status as its chip shows it. */
export const SUPPORT_STATUS: Record<
  SupportStatus,
  { label: string; color: 'primary' | 'success' | 'default' }
> = {
  open: { label: 'Open', color: 'primary' },
  resolved: { label: 'Resolved', color: 'success' },
  archived: { label: 'Closed', color: 'default' },
};
