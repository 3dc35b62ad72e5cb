import type { SupportStatus } from '@vaultline/contracts';

/** A request's status as its chip shows it. */
export const SUPPORT_STATUS: Record<
  SupportStatus,
  { label: string; color: 'info' | 'success' | 'default' }
> = {
  open: { label: 'Open', color: 'info' },
  resolved: { label: 'Resolved', color: 'success' },
  archived: { label: 'Closed', color: 'default' },
};
