import { z } from 'zod';
import { TransfersErrorCode } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { type ApiRequestError, toast } from '@vaultline/session';
import { formatDateTime, toastFailure } from '@vaultline/ui';

/**
 * The refusals whose API message names a time: the API says it in UTC ("2026-11-28 14:05 UTC"),
 * the customer reads it in their own time zone, so these texts are rebuilt from `details`.
 */
const HoldDetailsSchema = z.object({ until: z.string() });
const NewRecipientDetailsSchema = z.object({
  limitMinor: z.number().int(),
  remainingMinor: z.number().int(),
  until: z.string().nullable(),
});

/** What an email change holds for 24 hours, in the words of the place it is refused. */
export const HELD_AFTER_EMAIL_CHANGE = {
  newRecipients: 'payments to new recipients wait',
  payees: 'adding payees waits',
  pinReset: 'a new transfer PIN waits',
} as const;

export type HeldAction = keyof typeof HELD_AFTER_EMAIL_CHANGE;

/** "Your sign-in email changed recently. For your safety, adding payees waits until 2026-11-29 14:05." */
export function emailChangeHoldText(until: string, held: HeldAction): string {
  return `Your sign-in email changed recently. For your safety, ${HELD_AFTER_EMAIL_CHANGE[held]} until ${formatDateTime(until)}.`;
}

/** A new recipient's first window, when its end is known (local time). */
export function newRecipientWindowText(limitMinor: number, remainingMinor: number, until: string) {
  return (
    `This recipient is new to you: until ${formatDateTime(until)} they can receive at most ` +
    `${formatUsd(limitMinor)} from you in total, and ${formatUsd(remainingMinor)} of it is left.`
  );
}

/**
 * What to tell the customer about a refusal: an email change's hold and a new recipient's limit
 * with their times in local time; anything else in the API's own words.
 */
export function refusalText(
  error: Pick<ApiRequestError, 'code' | 'message' | 'details'>,
  held: HeldAction = 'newRecipients',
): string {
  if (error.code === TransfersErrorCode.EMAIL_CHANGE_HOLD) {
    const details = HoldDetailsSchema.safeParse(error.details);
    if (details.success) return emailChangeHoldText(details.data.until, held);
  }
  if (error.code === TransfersErrorCode.NEW_PAYEE_LIMIT) {
    const details = NewRecipientDetailsSchema.safeParse(error.details);
    // Before the window opens (a first payment) the API's words name no time: they stand as they are.
    if (details.success && details.data.until !== null) {
      const { limitMinor, remainingMinor, until } = details.data;
      return newRecipientWindowText(limitMinor, remainingMinor, until);
    }
  }
  return error.message;
}

/** A failure toast (a dropped connection says so) with the refusal in the customer's time zone. */
export function toastRefusal(
  title: string,
  error: ApiRequestError,
  held: HeldAction = 'newRecipients',
): void {
  if (error.status === null) return toastFailure(title, error);
  toast({ title, description: refusalText(error, held), severity: 'error' });
}
