import type { AdminTransferSettingsRequest, TransferSettingsView } from '@vaultline/contracts';
import type { TransferSettings } from '../../transfers/transfer-policy.service';
import type { ChangeValues } from '../approvals/change-request.types';

/** The transfer settings staff change: step-up codes, the daily limit tier, suspension. */
export type TransferFields = Pick<
  TransferSettingsView,
  'stepUpRequired' | 'limitTier' | 'suspendedReason'
>;

export function transferFields(settings: TransferSettings): TransferFields {
  return {
    stepUpRequired: settings.stepUpRequired,
    limitTier: settings.tier,
    suspendedReason: settings.suspendedReason,
  };
}

export function pickFields(values: TransferFields, fields: object): ChangeValues {
  return Object.fromEntries(
    Object.keys(fields).map((field) => [field, values[field as keyof TransferFields]]),
  );
}

/**
 * Which asked-for changes add protection (applied at once: step-up on, suspending or changing the
 * reason) and which remove it or change a limit (a second staff member approves: step-up off,
 * lifting a suspension, any tier change). Fields equal to today's are dropped.
 */
export function splitTransferChange(
  current: TransferFields,
  request: AdminTransferSettingsRequest,
) {
  const immediate: Partial<TransferFields> = {};
  const needsApproval: ChangeValues = {};
  if (request.stepUpRequired !== undefined && request.stepUpRequired !== current.stepUpRequired) {
    if (request.stepUpRequired) immediate.stepUpRequired = true;
    else needsApproval.stepUpRequired = false;
  }
  if (
    request.suspendedReason !== undefined &&
    request.suspendedReason !== current.suspendedReason
  ) {
    if (request.suspendedReason) immediate.suspendedReason = request.suspendedReason;
    else needsApproval.suspendedReason = null;
  }
  if (request.limitTier !== undefined && request.limitTier !== current.limitTier)
    needsApproval.limitTier = request.limitTier;
  return { immediate, needsApproval };
}
