import { mccCategory, RESPONSE_CODES } from '@vaultline/contracts';
import type { AccountSummary, Card, CardActivity, CardActivityStatus } from '@vaultline/contracts';
import type { ResponseCode } from '@vaultline/contracts';
import type { ActivityRow } from './card-authorizations.queries';
import { CVV_FAILURES_MAX } from './card-decision';
import type { CardFiguresRow, CardRow } from './cards.queries';

/** A card as lists and pages show it: the last four only. */
export function toCardView(
  row: CardRow,
  account: Pick<AccountSummary, 'name' | 'numberLast4'> | undefined,
  figures: CardFiguresRow | undefined,
): Card {
  return {
    id: row.id,
    accountId: row.account_id,
    accountName: account?.name ?? 'Account',
    accountNumberLast4: account?.numberLast4 ?? '',
    nameOnCard: row.name_on_card,
    last4: row.pan_last4,
    expiryMonth: row.expiry_month,
    expiryYear: row.expiry_year,
    status: row.status,
    closeReason: row.close_reason,
    cvvLocked: row.cvv_failures >= CVV_FAILURES_MAX,
    controls: {
      perTransactionLimitMinor: Number(row.per_transaction_limit_minor),
      dailyLimitMinor: Number(row.daily_limit_minor),
      allowOnline: row.allow_online,
      allowContactless: row.allow_contactless,
      allowAtm: row.allow_atm,
      allowAbroad: row.allow_abroad,
      blockedGroups: row.blocked_groups,
    },
    pendingMinor: Number(figures?.pending_minor ?? 0),
    spentTodayMinor: Number(figures?.spent_today_minor ?? 0),
    replacesCardId: row.replaces_card_id,
    createdAt: row.created_at.toISOString(),
  };
}

const AUTHORIZATION_STATUS: Record<ActivityRow['status'], CardActivityStatus> = {
  held: 'pending',
  cleared: 'posted',
  reversed: 'reversed',
  expired: 'expired',
  declined: 'declined',
};

/** What the network's response code means, in words (unknown codes by number). */
export function responseText(code: string): string {
  return RESPONSE_CODES[code as ResponseCode] ?? `Declined (code ${code})`;
}

/** A line of card activity: an authorisation (pending → posted …) or a merchant's refund. */
export function toActivityView(row: ActivityRow, last4: string): CardActivity {
  const refund = row.kind === 'refund';
  return {
    id: row.item_id,
    cardId: row.card_id,
    cardLast4: last4,
    merchantName: row.merchant_name,
    mcc: row.mcc,
    category: mccCategory(row.mcc),
    country: row.country,
    channel: row.channel,
    amountMinor: Number(refund ? row.refund_minor : row.amount_minor),
    postedMinor: refund
      ? Number(row.refund_minor)
      : row.cleared_minor
        ? Number(row.cleared_minor)
        : null,
    status: refund ? 'refunded' : AUTHORIZATION_STATUS[row.status],
    responseCode: row.response_code,
    declineReason: row.status === 'declined' ? responseText(row.response_code) : null,
    createdAt: row.item_at.toISOString(),
    postedAt: refund ? row.item_at.toISOString() : (row.settled_at?.toISOString() ?? null),
  };
}
