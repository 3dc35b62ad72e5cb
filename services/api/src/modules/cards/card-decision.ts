import type { AuthorizationRequest, CardChannel, ResponseCode } from '@vaultline/contracts';
import { HOME_COUNTRY, mccGroupOf } from '@vaultline/contracts';
import { isExpired } from './card-numbers';
import type { CardSecret } from './card-secrets';
import type { CardRow } from './cards.queries';

/** Wrong CVVs in a row after which payments needing one are refused (code 75) until the holder unlocks. */
export const CVV_FAILURES_MAX = 3;

/** What the bank knows when it decides an authorisation, before it tries to hold the money. */
export interface DecisionInput {
  card: CardRow;
  secret: CardSecret;
  request: AuthorizationRequest;
  spentTodayMinor: number;
  now: Date;
}

/** The answer before the ledger's funds check, and the card's new count of wrong CVVs (if it changes). */
export interface Decision {
  code: ResponseCode;
  cvvFailures?: number;
}

const CHANNEL_ALLOWED: Record<CardChannel, (card: CardRow) => boolean> = {
  online: (card) => card.allow_online,
  contactless: (card) => card.allow_contactless,
  chip: () => true,
  atm: (card) => card.allow_atm,
};

/** The CVV check: a locked card refuses (75); a wrong or, online, missing CVV counts (82); a right one resets. */
function checkCvv(input: DecisionInput): Decision | null {
  const { card, secret, request } = input;
  if (request.cvv === undefined && request.channel !== 'online') return null;
  if (card.cvv_failures >= CVV_FAILURES_MAX) return { code: '75' };
  if (request.cvv !== secret.cvv) return { code: '82', cvvFailures: card.cvv_failures + 1 };
  return card.cvv_failures > 0 ? { code: '00', cvvFailures: 0 } : null;
}

/** Where the cardholder's own controls refuse the payment (57, 62, 61), or null. */
function checkControls(input: DecisionInput): ResponseCode | null {
  const { card, request } = input;
  if (!CHANNEL_ALLOWED[request.channel](card)) return '57';
  if (request.country !== HOME_COUNTRY && !card.allow_abroad) return '57';
  const group = mccGroupOf(request.mcc);
  if (group && card.blocked_groups.includes(group)) return '62';
  if (request.amountMinor > Number(card.per_transaction_limit_minor)) return '61';
  if (input.spentTodayMinor + request.amountMinor > Number(card.daily_limit_minor)) return '61';
  return null;
}

/**
 * An authorisation's checks in the order an issuer runs them: the card (closed 57; expiry 54), its
 * security code (75, 82), frozen (05), then the holder's controls. '00' means the money may be held;
 * the ledger then decides funds (51).
 */
export function decide(input: DecisionInput): Decision {
  const { card, request, now } = input;
  if (card.status === 'closed') return { code: '57' };
  const expiryMatches =
    request.expiryMonth === card.expiry_month && request.expiryYear === card.expiry_year;
  if (!expiryMatches || isExpired(card.expiry_month, card.expiry_year, now)) return { code: '54' };
  const cvv = checkCvv(input);
  if (cvv && cvv.code !== '00') return cvv;
  const reset = cvv?.cvvFailures === 0 ? { cvvFailures: 0 } : {};
  if (card.status === 'frozen') return { code: '05', ...reset };
  return { code: checkControls(input) ?? '00', ...reset };
}
