import { BillPayErrorCode } from '@vaultline/contracts';
import { AppException } from '../../platform/http/app.exception';

// The billpay module's refusals, in the customer's words (stable codes: BillPayErrorCode).

export const billerNotFound = () =>
  new AppException(404, BillPayErrorCode.BILLER_NOT_FOUND, 'There is no such biller in the list.');

export const referenceInvalid = (label: string, hint: string) =>
  new AppException(
    422,
    BillPayErrorCode.REFERENCE_INVALID,
    `That is not a ${label.toLowerCase()} this biller accepts: ${hint}`,
  );

export const billerAlreadyAdded = () =>
  new AppException(
    409,
    BillPayErrorCode.BILLER_ALREADY_ADDED,
    'You already added this biller with this reference.',
  );

export const payeeNotFound = () =>
  new AppException(404, BillPayErrorCode.PAYEE_NOT_FOUND, 'There is no such biller of yours.');

export const paymentNotFound = () =>
  new AppException(404, BillPayErrorCode.PAYMENT_NOT_FOUND, 'There is no such bill payment.');

export const seriesNotFound = () =>
  new AppException(404, BillPayErrorCode.SERIES_NOT_FOUND, 'There is no such monthly payment.');

export const alreadySent = (status: string) =>
  new AppException(
    409,
    BillPayErrorCode.ALREADY_SENT,
    status === 'canceled'
      ? 'This payment is already canceled.'
      : 'This payment has already gone out (or failed): it can no longer be changed or canceled.',
    { status },
  );

export const dateInvalid = (message: string) =>
  new AppException(422, BillPayErrorCode.DATE_INVALID, message);

export const accountNotFound = () =>
  new AppException(404, BillPayErrorCode.ACCOUNT_NOT_FOUND, 'There is no such account of yours.');

export const accountInactive = () =>
  new AppException(422, BillPayErrorCode.ACCOUNT_INACTIVE, 'This account is closed.');

export const insufficientFunds = (available: string) =>
  new AppException(
    422,
    BillPayErrorCode.INSUFFICIENT_FUNDS,
    `Insufficient funds: ${available} available in this account.`,
  );

export const negativeBalance = () =>
  new AppException(
    422,
    BillPayErrorCode.NEGATIVE_BALANCE,
    'This account is below zero because money added to it was returned. Add money to bring it back above zero; until then no money can leave it.',
  );

export const idempotencyKeyMissing = () =>
  new AppException(
    400,
    BillPayErrorCode.IDEMPOTENCY_KEY_MISSING,
    'An Idempotency-Key header (8 to 100 letters, digits, - or _) is required.',
  );

/** What the idempotency claim answers (platform/idempotency), here so the OpenAPI document lists it. */
export const idempotencyKeyReused = () =>
  new AppException(
    409,
    BillPayErrorCode.IDEMPOTENCY_KEY_REUSED,
    'This Idempotency-Key was already used for a different request. Use a new key for a new transfer.',
  );
