import {
  AMOUNT_MAX_MINOR,
  CheckNumberSchema,
  MicrAccountSchema,
  MicrRoutingSchema,
  type DepositCheckRequest,
} from '@vaultline/contracts';
import { parseUsdToMinor } from '@vaultline/money';

/** The form as typed (nothing cleared by a refusal) and the two photos chosen. */
export interface DepositDraft {
  accountId: string;
  amount: string;
  checkNumber: string;
  micrRouting: string;
  micrAccount: string;
  front: File | null;
  back: File | null;
  endorsed: boolean;
}

export const EMPTY_DEPOSIT: DepositDraft = {
  accountId: '',
  amount: '',
  checkNumber: '',
  micrRouting: '',
  micrAccount: '',
  front: null,
  back: null,
  endorsed: false,
};

export type DepositErrors = Partial<Record<keyof DepositDraft, string>>;

/** What the request needs besides the photos' ids (known once they are sent). */
export type DepositFields = Omit<DepositCheckRequest, 'frontImageId' | 'backImageId'>;

function amountProblem(amount: string): string | null {
  if (amount.trim() === '') return 'Enter the amount written on the check.';
  const minor = parseUsdToMinor(amount);
  if (minor === null) return 'Enter dollars and cents, like 125.50.';
  if (minor <= 0) return 'The amount must be greater than zero.';
  return minor > AMOUNT_MAX_MINOR ? 'The amount is too large.' : null;
}

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? 'Check this field.');

/** The fields' problems (the contract's rules, as the server applies them), or the request's fields. */
export function parseDepositDraft(
  draft: DepositDraft,
):
  | { ok: true; fields: DepositFields; front: File; back: File }
  | { ok: false; errors: DepositErrors } {
  const errors: DepositErrors = {};
  const set = (key: keyof DepositDraft, problem: string | null) => {
    if (problem) errors[key] = problem;
  };
  set('accountId', draft.accountId ? null : 'Choose the account the money goes into.');
  set('amount', amountProblem(draft.amount));
  set('checkNumber', firstIssue(CheckNumberSchema.safeParse(draft.checkNumber.trim())));
  set('micrRouting', firstIssue(MicrRoutingSchema.safeParse(draft.micrRouting.trim())));
  set('micrAccount', firstIssue(MicrAccountSchema.safeParse(draft.micrAccount.trim())));
  set('front', draft.front ? null : 'Add a photo of the front of the check.');
  set('back', draft.back ? null : 'Add a photo of the signed back of the check.');
  set(
    'endorsed',
    draft.endorsed
      ? null
      : 'Sign the back and confirm it says "For mobile deposit only at Vaultline".',
  );
  const amountMinor = parseUsdToMinor(draft.amount);
  if (Object.keys(errors).length > 0 || amountMinor === null || !draft.front || !draft.back)
    return { ok: false, errors };
  const fields: DepositFields = {
    accountId: draft.accountId,
    amountMinor,
    checkNumber: draft.checkNumber.trim(),
    micrRouting: draft.micrRouting.trim(),
    micrAccount: draft.micrAccount.trim(),
    endorsed: true,
  };
  return { ok: true, fields, front: draft.front, back: draft.back };
}
