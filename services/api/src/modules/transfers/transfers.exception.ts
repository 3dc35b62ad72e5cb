import type { SecondFactorMethod } from '@vaultline/contracts';
import { AuthErrorCode, TransfersErrorCode } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { AuthException } from '../../platform/auth/auth.exception';
import { AppException } from '../../platform/http/app.exception';

const STATUS: Record<TransfersErrorCode, number> = {
  TRANSFERS_IDEMPOTENCY_KEY_MISSING: 400,
  TRANSFERS_IDEMPOTENCY_KEY_REUSED: 409,
  TRANSFERS_PIN_NOT_SET: 409,
  TRANSFERS_PIN_ALREADY_SET: 409,
  TRANSFERS_PIN_TOO_COMMON: 400,
  TRANSFERS_PIN_INCORRECT: 403,
  TRANSFERS_PIN_LOCKED: 423,
  TRANSFERS_PASSWORD_WRONG: 400,
  TRANSFERS_INSUFFICIENT_FUNDS: 422,
  TRANSFERS_DAILY_LIMIT_EXCEEDED: 422,
  TRANSFERS_ACCOUNT_INACTIVE: 422,
  TRANSFERS_RECIPIENT_NOT_FOUND: 422,
  TRANSFERS_RECIPIENT_INACTIVE: 422,
  TRANSFERS_ROUTING_INVALID: 422,
  TRANSFERS_SAME_ACCOUNT: 422,
  TRANSFERS_SUSPENDED: 403,
  TRANSFERS_DATE_INVALID: 422,
  TRANSFERS_NOT_FOUND: 404,
  TRANSFERS_NOT_AWAITING_CODE: 409,
  TRANSFERS_NOT_CANCELLABLE: 409,
  TRANSFERS_NOT_UNDER_REVIEW: 409,
  TRANSFERS_NEW_PAYEE_LIMIT: 422,
  TRANSFERS_EMAIL_CHANGE_HOLD: 403,
  TRANSFERS_PAYEE_NOT_FOUND: 404,
};

/** A transfer the bank refuses, with the true reason in the customer's words and a stable code. */
export class TransfersException extends AppException {
  constructor(code: TransfersErrorCode, message: string, details?: unknown) {
    super(STATUS[code], code, message, details);
  }
}

export function transferNotFound(): TransfersException {
  return new TransfersException(TransfersErrorCode.NOT_FOUND, 'No such transfer.');
}

export function insufficientFunds(availableMinor: number): TransfersException {
  return new TransfersException(
    TransfersErrorCode.INSUFFICIENT_FUNDS,
    `Insufficient funds: this account has ${formatUsd(Math.max(0, availableMinor))} available.`,
    {
      availableMinor,
    },
  );
}

export function accountInactive(isSource: boolean): TransfersException {
  return new TransfersException(
    TransfersErrorCode.ACCOUNT_INACTIVE,
    isSource
      ? 'This account is closed and cannot send money.'
      : 'The recipient’s account is closed and cannot receive money.',
  );
}

export function dailyLimitExceeded(
  dailyLimitMinor: number,
  remainingMinor: number,
): TransfersException {
  return new TransfersException(
    TransfersErrorCode.DAILY_LIMIT_EXCEEDED,
    `This transfer is over your daily limit of ${formatUsd(dailyLimitMinor)}. You can still send ${formatUsd(remainingMinor)} today.`,
    { dailyLimitMinor, remainingMinor },
  );
}

/** Transfers are blocked until the emailed unlock code (5 wrong PINs). */
const UNLOCK_WITH: Record<SecondFactorMethod, string> = {
  email: 'We emailed you a code: enter it to unblock transfers.',
  totp: 'Enter a code from your authenticator app to unblock transfers.',
};

/** Transfers blocked by wrong PINs; `method` says how to unblock them, where the caller knows it. */
export function pinLocked(method?: SecondFactorMethod): TransfersException {
  const how = method
    ? UNLOCK_WITH[method]
    : 'Unblock them with the code we emailed you, or one from your authenticator app if you use one.';
  return new TransfersException(
    TransfersErrorCode.PIN_LOCKED,
    `Transfers are blocked after 5 wrong PINs. ${how}`,
    method ? { unlockMethod: method } : undefined,
  );
}

/** A UTC time as the refusals say it: "2026-11-28 14:05 UTC". */
function utc(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * Over the running total a new recipient may receive in its first window (VL006 of the write).
 * `endsAt` is null while the window has not opened (the first payment waits for its code).
 */
export function newPayeeLimit(
  limitMinor: number,
  remainingMinor: number,
  endsAt: Date | null,
): TransfersException {
  const when = endsAt ? `until ${utc(endsAt)}` : 'in the first hours after you first pay them';
  return new TransfersException(
    TransfersErrorCode.NEW_PAYEE_LIMIT,
    `This recipient is new: ${when} they can receive at most ${formatUsd(limitMinor)} from you in ` +
      `total, and ${formatUsd(remainingMinor)} of it is left.`,
    { limitMinor, remainingMinor, until: endsAt?.toISOString() ?? null },
  );
}

/** After an email change: new recipients, new payees and PIN resets wait until `until`. */
export function emailChangeHold(
  what: string,
  until: Date,
  cause: 'email' | 'second_factor' = 'email',
): TransfersException {
  const changed =
    cause === 'email'
      ? 'Your sign-in email changed recently.'
      : 'Your second factor was reset by the bank recently.';
  return new TransfersException(
    TransfersErrorCode.EMAIL_CHANGE_HOLD,
    `${changed} For your safety, ${what} until ${utc(until)}.`,
    { until: until.toISOString() },
  );
}

export function payeeNotFound(): TransfersException {
  return new TransfersException(TransfersErrorCode.PAYEE_NOT_FOUND, 'No such payee.');
}

export function idempotencyKeyReused(): TransfersException {
  return new TransfersException(
    TransfersErrorCode.IDEMPOTENCY_KEY_REUSED,
    'This Idempotency-Key was already used for a different request. Use a new key for a new transfer.',
  );
}

/** The source is not one of the sender's open accounts. */
export function sourceNotOwn(): TransfersException {
  return new TransfersException(
    TransfersErrorCode.ACCOUNT_INACTIVE,
    'Choose one of your own open accounts to send from.',
  );
}

export function sourceClosed(): TransfersException {
  return new TransfersException(
    TransfersErrorCode.ACCOUNT_INACTIVE,
    'This account is closed and cannot send money.',
  );
}

/** A held transfer's Vaultline number had no account by the time its code came. */
export function recipientGone(): TransfersException {
  return new TransfersException(
    TransfersErrorCode.RECIPIENT_NOT_FOUND,
    'There was no Vaultline account with this number when you sent the transfer. Send it again.',
  );
}

export function scheduleNotAwaitingCode(): TransfersException {
  return new TransfersException(
    TransfersErrorCode.NOT_AWAITING_CODE,
    'This schedule is not waiting for a code.',
  );
}

export function scheduleNotFound(): TransfersException {
  return new TransfersException(TransfersErrorCode.NOT_FOUND, 'No such scheduled transfer.');
}

export function scheduleEnded(): TransfersException {
  return new TransfersException(
    TransfersErrorCode.NOT_CANCELLABLE,
    'This schedule has already ended.',
  );
}

export function invalidDate(message: string): TransfersException {
  return new TransfersException(TransfersErrorCode.DATE_INVALID, message);
}

/** A step-up code given for another transfer or schedule than the one it confirms. */
export function codeForAnother(): AuthException {
  return new AuthException(
    AuthErrorCode.CODE_INVALID,
    'This code belongs to another transfer. Use the newest code we emailed for this one.',
  );
}

export function notAwaitingCode(status: string): TransfersException {
  return new TransfersException(
    TransfersErrorCode.NOT_AWAITING_CODE,
    'This transfer is not waiting for a code any more.',
    { status },
  );
}

export function notCancellable(): TransfersException {
  return new TransfersException(
    TransfersErrorCode.NOT_CANCELLABLE,
    'Only a transfer waiting for its code can be cancelled.',
  );
}

export function pinNotSet(): TransfersException {
  return new TransfersException(TransfersErrorCode.PIN_NOT_SET, 'Set a transfer PIN first.');
}

export function pinIncorrect(attemptsLeft: number): TransfersException {
  return new TransfersException(
    TransfersErrorCode.PIN_INCORRECT,
    'The PIN you entered is not correct.',
    { attemptsLeft },
  );
}

export function pinAlreadySet(): TransfersException {
  return new TransfersException(
    TransfersErrorCode.PIN_ALREADY_SET,
    'A transfer PIN is already set. Reset it in Settings.',
  );
}

export function pinTooCommon(): TransfersException {
  return new TransfersException(
    TransfersErrorCode.PIN_TOO_COMMON,
    'This PIN is too easy to guess. Choose another 4-digit PIN.',
  );
}

export function passwordWrong(): TransfersException {
  return new TransfersException(
    TransfersErrorCode.PASSWORD_WRONG,
    'Password did not match saved password!.',
  );
}

export function notUnderReview(): TransfersException {
  return new TransfersException(
    TransfersErrorCode.NOT_UNDER_REVIEW,
    'This transfer is not waiting for a review any more.',
  );
}
