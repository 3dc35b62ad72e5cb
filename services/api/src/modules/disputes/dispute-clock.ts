import { addBusinessDays, addCalendarDays, isoDay } from '../../platform/calendar/us-business-days';

// Regulation E's clock for a dispute (12 CFR 1005.11), in business days where the rule says so.

/** A provisional credit within 10 business days of the notice, unless resolved sooner. */
export const PROVISIONAL_CREDIT_BUSINESS_DAYS = 10;
/** Resolution within 45 days; 90 for a new account, a payment abroad or at a point of sale. */
export const RESOLVE_DAYS = 45;
export const RESOLVE_DAYS_EXTENDED = 90;
/** An account opened less than this many days before the filing is new. */
export const NEW_ACCOUNT_DAYS = 30;
/** Filed more than this many days after the statement that showed the payment: late (accepted, marked). */
export const LATE_FILING_DAYS = 60;
/** A provisional credit taken back is told this many business days before. */
export const REVERSAL_NOTICE_BUSINESS_DAYS = 5;
/** The deadline job raises a dispute due within this many business days to the top of the queue. */
export const ESCALATE_BUSINESS_DAYS = 5;

export interface ClockFacts {
  filedAt: Date;
  transactionAt: Date;
  accountOpenedAt: Date;
  /** A card payment abroad, or at a point of sale (chip or contactless). */
  foreign: boolean;
  pointOfSale: boolean;
}

export interface DisputeClock {
  provisionalDue: string;
  resolveDays: number;
  resolveBy: string;
  lateFiling: boolean;
}

/** The last day of the month of `at`: the statement that shows a payment is made then. */
function statementDay(at: Date): string {
  return isoDay(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)));
}

export function disputeClock(facts: ClockFacts): DisputeClock {
  const filed = isoDay(facts.filedAt);
  const accountAgeDays = (facts.filedAt.getTime() - facts.accountOpenedAt.getTime()) / 86_400_000;
  const extended = accountAgeDays < NEW_ACCOUNT_DAYS || facts.foreign || facts.pointOfSale;
  const resolveDays = extended ? RESOLVE_DAYS_EXTENDED : RESOLVE_DAYS;
  return {
    provisionalDue: addBusinessDays(filed, PROVISIONAL_CREDIT_BUSINESS_DAYS),
    resolveDays,
    resolveBy: addCalendarDays(filed, resolveDays),
    lateFiling: filed > addCalendarDays(statementDay(facts.transactionAt), LATE_FILING_DAYS),
  };
}

/** The day a denied dispute's provisional credit is taken back: 5 business days after the notice. */
export function reversalDay(noticeAt: Date): string {
  return addBusinessDays(isoDay(noticeAt), REVERSAL_NOTICE_BUSINESS_DAYS);
}

/** The last day a dispute due by now would be escalated from: today plus 5 business days. */
export function escalationHorizon(now: Date): string {
  return addBusinessDays(isoDay(now), ESCALATE_BUSINESS_DAYS);
}
