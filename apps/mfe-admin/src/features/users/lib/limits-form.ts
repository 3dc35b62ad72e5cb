import {
  SUSPENSION_REASONS,
  type AdminTransferSettingsRequest,
  type ChangeRequest,
  type LimitTier,
  type SuspensionReason,
  type TransferSettingsView,
} from '@vaultline/contracts';
import { SENT_FOR_APPROVAL, summarizeChanges } from '../../../lib/change-lines';

export const TIER_LABELS: Record<LimitTier, string> = { standard: 'Standard', premium: 'Premium' };
export const REASONS = Object.keys(SUSPENSION_REASONS) as SuspensionReason[];

export interface LimitsForm {
  limitTier: LimitTier;
  suspended: boolean;
  reason: SuspensionReason | '';
}

export const toForm = (settings: TransferSettingsView): LimitsForm => ({
  limitTier: settings.limitTier,
  suspended: settings.suspendedReason !== null,
  reason: settings.suspendedReason ?? '',
});

/** What the draft changes, and whether that waits for a second staff member. */
export function pendingChanges(form: LimitsForm, settings: TransferSettingsView) {
  const changes: AdminTransferSettingsRequest = {};
  if (form.limitTier !== settings.limitTier) changes.limitTier = form.limitTier;
  const wantedReason = form.suspended ? form.reason || null : null;
  if (wantedReason !== settings.suspendedReason || (form.suspended && !form.reason))
    changes.suspendedReason = wantedReason;
  // A tier change and lifting a suspension wait for another staff member; suspending applies at once.
  const lifts = changes.suspendedReason === null && settings.suspendedReason !== null;
  return {
    changes,
    dirty: Object.keys(changes).length > 0,
    asksApproval: 'limitTier' in changes || lifts,
  };
}

export function savedToast(request: ChangeRequest | null) {
  return request
    ? {
        title: 'Sent for approval',
        description: `${summarizeChanges(request.changes)}. ${SENT_FOR_APPROVAL}`,
        severity: 'info' as const,
      }
    : {
        title: 'Success',
        description: 'Transfer settings updated successfully!',
        severity: 'success' as const,
      };
}
