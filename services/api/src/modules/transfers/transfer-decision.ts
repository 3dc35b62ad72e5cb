import type { TransferStatus } from '@vaultline/contracts';
import { DAILY_LIMIT_MINOR } from '@vaultline/contracts';
import type { BankSettings, TransferSettings } from './transfer-policy.service';

/** What the bank's rules look at to decide what happens to a transfer. */
export interface DecisionInput {
  amountMinor: number;
  recipientKind: 'internal' | 'external';
  /** Money reached this recipient before with the customer's full consent. */
  knownRecipient: boolean;
  /** The customer already gave this transfer's emailed code (a scheduled run, say). */
  codeAlreadyGiven: boolean;
  settings: Pick<TransferSettings, 'stepUpRequired' | 'tier'>;
  bank: Pick<BankSettings, 'stepUpThresholdMinor' | 'reviewThresholdMinor'>;
}

export interface TransferDecision {
  status: TransferStatus;
  /** Above the review threshold: staff approve it before the money moves. */
  review: boolean;
  dailyLimitMinor: number;
}

/** A step-up code is needed when staff asked for one, above the bank's threshold, and for a first transfer to a recipient. */
export function needsStepUp(
  input: Omit<DecisionInput, 'codeAlreadyGiven' | 'recipientKind'>,
): boolean {
  return (
    input.settings.stepUpRequired ||
    input.amountMinor > input.bank.stepUpThresholdMinor ||
    !input.knownRecipient
  );
}

/**
 * What happens to a transfer that passed its checks: it waits for the emailed code first, then
 * for staff review above the threshold; otherwise it completes at once (internal) or is sent to
 * the other bank (pending settlement).
 */
export function decideTransfer(input: DecisionInput): TransferDecision {
  const stepUp = !input.codeAlreadyGiven && needsStepUp(input);
  const review = input.amountMinor > input.bank.reviewThresholdMinor;
  const status: TransferStatus = stepUp
    ? 'awaiting_code'
    : review
      ? 'under_review'
      : input.recipientKind === 'internal'
        ? 'completed'
        : 'pending';
  return { status, review, dailyLimitMinor: DAILY_LIMIT_MINOR[input.settings.tier] };
}
