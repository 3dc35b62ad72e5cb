import {
  isAbaRoutingNumber,
  LinkAccountRequestSchema,
  type ExternalAccountType,
  type LinkAccountRequest,
} from '@vaultline/contracts';
import { fieldErrors } from '@vaultline/ui';

/** What the link form holds: strings as typed, so nothing is lost while it is being corrected. */
export interface LinkDraft {
  routingNumber: string;
  accountNumber: string;
  holderName: string;
  accountType: ExternalAccountType;
}

export const EMPTY_LINK_DRAFT: LinkDraft = {
  routingNumber: '',
  accountNumber: '',
  holderName: '',
  accountType: 'checking',
};

/** Field lengths (LinkAccountRequestSchema): routing 9 digits, account 4–17 digits, holder 22 characters (NACHA's field). */
export const ROUTING_DIGITS = 9;
export const ACCOUNT_DIGITS_MAX = 17;
export const HOLDER_NAME_MAX = 22;

export const ROUTING_CHECK_FAILED = 'This is not a valid routing number: check its digits';

/**
 * Instant feedback on the routing number once all 9 digits are typed: the ABA check digit
 * (the server checks it again).
 */
export function routingProblem(routingNumber: string): string | null {
  if (routingNumber.length !== ROUTING_DIGITS) return null;
  return isAbaRoutingNumber(routingNumber) ? null : ROUTING_CHECK_FAILED;
}

/** The request the form sends, or each field's first problem. */
export function parseLinkDraft(
  draft: LinkDraft,
): { ok: true; request: LinkAccountRequest } | { ok: false; errors: Record<string, string> } {
  const parsed = LinkAccountRequestSchema.safeParse(draft);
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, errors: fieldErrors(parsed.error) };
}
