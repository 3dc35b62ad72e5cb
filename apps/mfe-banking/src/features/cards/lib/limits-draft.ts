import {
  MCC_GROUP_KEYS,
  type CardControls,
  type CardLimits,
  type MccGroup,
  type UpdateCardControlsRequest,
} from '@vaultline/contracts';
import { formatUsd, minorToDecimalString, parseUsdToMinor } from '@vaultline/money';

/** The limits form as typed: the limits in dollars as text (nothing is cleared by a bad input). */
export interface LimitsDraft {
  perTransaction: string;
  daily: string;
  allowOnline: boolean;
  allowContactless: boolean;
  allowAtm: boolean;
  allowAbroad: boolean;
  blockedGroups: MccGroup[];
}

export type LimitsErrors = Partial<Record<'perTransaction' | 'daily', string>>;

export type SwitchKey = 'allowOnline' | 'allowContactless' | 'allowAtm' | 'allowAbroad';

/** The form as it starts: the card's controls as they are. */
export function draftFromControls(controls: CardControls): LimitsDraft {
  return {
    perTransaction: minorToDecimalString(controls.perTransactionLimitMinor),
    daily: minorToDecimalString(controls.dailyLimitMinor),
    allowOnline: controls.allowOnline,
    allowContactless: controls.allowContactless,
    allowAtm: controls.allowAtm,
    allowAbroad: controls.allowAbroad,
    blockedGroups: [...controls.blockedGroups],
  };
}

/** A limit as typed, in minor units, or what is wrong with it. */
function parseLimit(
  text: string,
  maximumMinor: number,
  name: string,
): { ok: true; minor: number } | { ok: false; problem: string } {
  if (text.trim() === '') return { ok: false, problem: `Enter a ${name}.` };
  const minor = parseUsdToMinor(text);
  if (minor === null) return { ok: false, problem: 'Enter dollars and cents, like 250.00.' };
  if (minor <= 0) return { ok: false, problem: 'The limit must be more than $0.00.' };
  if (minor > maximumMinor)
    return { ok: false, problem: `The most the bank allows is ${formatUsd(maximumMinor)}.` };
  return { ok: true, minor };
}

const sameGroups = (a: readonly MccGroup[], b: readonly MccGroup[]) =>
  a.length === b.length && a.every((group) => b.includes(group));

/** The blocked groups in the contract's order (the same choice always sends the same list). */
const orderedGroups = (groups: readonly MccGroup[]) =>
  MCC_GROUP_KEYS.filter((group) => groups.includes(group));

/** Only what differs from the card's controls as they are. */
function changedControls(current: CardControls, next: CardControls): UpdateCardControlsRequest {
  const change: UpdateCardControlsRequest = {};
  if (next.perTransactionLimitMinor !== current.perTransactionLimitMinor)
    change.perTransactionLimitMinor = next.perTransactionLimitMinor;
  if (next.dailyLimitMinor !== current.dailyLimitMinor)
    change.dailyLimitMinor = next.dailyLimitMinor;
  for (const key of ['allowOnline', 'allowContactless', 'allowAtm', 'allowAbroad'] as const)
    if (next[key] !== current[key]) change[key] = next[key];
  if (!sameGroups(next.blockedGroups, current.blockedGroups))
    change.blockedGroups = orderedGroups(next.blockedGroups);
  return change;
}

export type ParsedLimits =
  { ok: true; change: UpdateCardControlsRequest } | { ok: false; errors: LimitsErrors };

/**
 * The form's problems (the bank's maximums, per-transaction at most daily: the rules the server
 * applies), or the change to send: only the fields that differ from `current` (maybe none).
 */
export function parseLimitsDraft(
  draft: LimitsDraft,
  current: CardControls,
  limits: CardLimits,
): ParsedLimits {
  const perTransaction = parseLimit(
    draft.perTransaction,
    limits.maxPerTransactionMinor,
    'per-transaction limit',
  );
  const daily = parseLimit(draft.daily, limits.maxDailyMinor, 'daily limit');
  const errors: LimitsErrors = {};
  if (!perTransaction.ok) errors.perTransaction = perTransaction.problem;
  if (!daily.ok) errors.daily = daily.problem;
  if (!perTransaction.ok || !daily.ok) return { ok: false, errors };
  if (perTransaction.minor > daily.minor)
    return {
      ok: false,
      errors: { perTransaction: 'The per-transaction limit cannot be more than the daily limit.' },
    };
  const next: CardControls = {
    perTransactionLimitMinor: perTransaction.minor,
    dailyLimitMinor: daily.minor,
    allowOnline: draft.allowOnline,
    allowContactless: draft.allowContactless,
    allowAtm: draft.allowAtm,
    allowAbroad: draft.allowAbroad,
    blockedGroups: draft.blockedGroups,
  };
  return { ok: true, change: changedControls(current, next) };
}
