import { AdminErrorCode } from '@vaultline/contracts';
import { AdminException } from '../admin.exception';
import type { ChangeValues, StoredChange } from './change-request.types';

/** What the maker must give for a change that waits for a second staff member. */
export function reasonRequired(): AdminException {
  return new AdminException(
    AdminErrorCode.REASON_REQUIRED,
    'Say why: this change waits for another staff member, who reads your reason.',
    {
      reason: 'Reason is required',
    },
  );
}

/**
 * Refuses to apply a request whose fields no longer hold the values the maker saw: the checker
 * approved "before → after", and "before" is gone.
 */
export function assertUnchanged(change: StoredChange, now: ChangeValues): void {
  for (const field of Object.keys(change.changes)) {
    const then = change.before[field] ?? null;
    const current = now[field] ?? null;
    if (then !== current) {
      throw new AdminException(
        AdminErrorCode.CHANGED_SINCE_REQUEST,
        `${field} changed since this request was made (it was ${String(then)}, it is ${String(current)} now). ` +
          'Reject it and ask again.',
        { field, before: then, now: current },
      );
    }
  }
}
