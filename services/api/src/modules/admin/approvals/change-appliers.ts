import type { ChangeKind } from '@vaultline/contracts';
import { CHANGE_KINDS } from '@vaultline/contracts';
import type { ChangeApplier } from './change-request.types';

/**
 * The injection token of the change appliers: a multi-provider (admin.module.ts collects the
 * services that apply a bank-settings, transfer-settings or user change), so the approvals depend
 * on the ChangeApplier contract only, never on the services behind it.
 */
export const CHANGE_APPLIERS = Symbol('CHANGE_APPLIERS');

/** The appliers by the kind they apply; a kind with none, or with two, stops the API at start. */
export function appliersByKind(
  appliers: readonly ChangeApplier[],
): Record<ChangeKind, ChangeApplier> {
  const byKind = new Map<ChangeKind, ChangeApplier>();
  for (const applier of appliers) {
    if (byKind.has(applier.kind)) throw new Error(`Two appliers of "${applier.kind}" changes.`);
    byKind.set(applier.kind, applier);
  }
  const missing = CHANGE_KINDS.filter((kind) => !byKind.has(kind));
  if (missing.length > 0) throw new Error(`No applier of "${missing.join('", "')}" changes.`);
  return Object.fromEntries(byKind) as Record<ChangeKind, ChangeApplier>;
}
