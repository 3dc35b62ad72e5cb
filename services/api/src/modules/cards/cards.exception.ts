import { CardErrorCode as Code, CardNetworkErrorCode as NetworkCode } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { AppException } from '../../platform/http/app.exception';

// The cards module's refusals, in the reader's words (stable codes: CardErrorCode for customers and
// staff, CardNetworkErrorCode for the card network).

export const cardNotFound = () => new AppException(404, Code.NOT_FOUND, 'This card was not found.');

export const accountNotFound = () =>
  new AppException(404, Code.ACCOUNT_NOT_FOUND, 'This account was not found.');

export const accountNotChecking = () =>
  new AppException(
    422,
    Code.ACCOUNT_NOT_CHECKING,
    'Debit cards are issued on open checking accounts: choose a checking account.',
  );

export const alreadyIssued = () =>
  new AppException(
    409,
    Code.ALREADY_HAS_CARD,
    'This account already has a card. Report it lost or stolen to get a new number.',
  );

export const cardClosed = () =>
  new AppException(409, Code.CLOSED, 'This card is closed: it cannot be changed or used.');

export const alreadyFrozen = () =>
  new AppException(409, Code.ALREADY_FROZEN, 'This card is already frozen.');

export const notFrozen = () => new AppException(409, Code.NOT_FROZEN, 'This card is not frozen.');

export const notCvvLocked = () =>
  new AppException(409, Code.NOT_CVV_LOCKED, 'This card’s security code is not locked.');

export const overMaximum = (field: string, maximumMinor: number) =>
  new AppException(
    422,
    Code.OVER_MAXIMUM,
    `The ${field} can be at most ${formatUsd(maximumMinor)}.`,
    { field, maximumMinor },
  );

export const perTransactionOverDaily = () =>
  new AppException(
    422,
    Code.PER_TRANSACTION_OVER_DAILY,
    'The limit per payment cannot be above the daily limit.',
  );

export const staffOwnCard = () =>
  new AppException(403, Code.STAFF_OWN_CARD, 'Staff cannot act on their own card.');

export const authorizationNotFound = () =>
  new AppException(404, NetworkCode.AUTHORIZATION_NOT_FOUND, 'No such authorisation.');

export const notHeld = (status: string) =>
  new AppException(
    409,
    NetworkCode.NOT_HELD,
    `This authorisation is ${status}: it holds nothing to clear or reverse.`,
    { status },
  );

export const overTolerance = (maximumMinor: number) =>
  new AppException(
    422,
    NetworkCode.OVER_TOLERANCE,
    `A clearing may be at most ${formatUsd(maximumMinor)} for this authorisation (its hold plus the tolerance).`,
    { maximumMinor },
  );

export const notCleared = () =>
  new AppException(409, NetworkCode.NOT_CLEARED, 'Only a cleared payment can be refunded.');

export const refundOver = (refundableMinor: number) =>
  new AppException(
    422,
    NetworkCode.REFUND_OVER,
    `At most ${formatUsd(refundableMinor)} of this payment can still be refunded.`,
    { refundableMinor },
  );

export const messageReused = () =>
  new AppException(
    409,
    NetworkCode.MESSAGE_REUSED,
    'This message id was used for another message: a retry must repeat the message exactly.',
  );
