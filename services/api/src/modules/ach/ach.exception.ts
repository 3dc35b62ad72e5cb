import { AchErrorCode } from '@vaultline/contracts';
import { AppException } from '../../platform/http/app.exception';

// The ach module's refusals, in the customer's words (stable codes: AchErrorCode).

export const linkNotFound = () =>
  new AppException(404, AchErrorCode.LINK_NOT_FOUND, 'There is no such linked account.');

export const linkNotVerified = () =>
  new AppException(
    409,
    AchErrorCode.LINK_NOT_VERIFIED,
    'This linked account is not verified yet: type the two small deposits first.',
  );

export const linkAlreadyActive = () =>
  new AppException(
    409,
    AchErrorCode.LINK_ALREADY_ACTIVE,
    'This account is already linked. Remove it first to link it again.',
  );

export const microDepositsNotArrived = (arriveAt: string) =>
  new AppException(
    409,
    AchErrorCode.MICRO_DEPOSITS_NOT_ARRIVED,
    `The two small deposits have not arrived yet: they arrive by ${arriveAt}.`,
  );

export const amountsWrong = (triesLeft: number) =>
  new AppException(
    422,
    AchErrorCode.AMOUNTS_WRONG,
    `Those are not the two amounts we sent. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
    { triesLeft },
  );

export const linkFailed = () =>
  new AppException(
    422,
    AchErrorCode.LINK_FAILED,
    'Those were not the amounts, and that was the last try: this link is closed. Link the account again to start over.',
  );

export const accountNotFound = () =>
  new AppException(404, AchErrorCode.ACCOUNT_NOT_FOUND, 'There is no such account of yours.');

export const accountInactive = () =>
  new AppException(422, AchErrorCode.ACCOUNT_INACTIVE, 'This account is closed.');

export const dailyLimit = (leftMinor: number, left: string) =>
  new AppException(
    422,
    AchErrorCode.DAILY_LIMIT,
    `That is over today's limit for adding money from other banks: ${left} left today.`,
    { leftMinor },
  );

export const monthlyLimit = (leftMinor: number, left: string) =>
  new AppException(
    422,
    AchErrorCode.MONTHLY_LIMIT,
    `That is over this month's limit for adding money from other banks: ${left} left this month.`,
    { leftMinor },
  );

export const insufficientFunds = (available: string) =>
  new AppException(
    422,
    AchErrorCode.INSUFFICIENT_FUNDS,
    `Insufficient funds: ${available} available in this account.`,
  );

export const negativeBalance = () =>
  new AppException(
    422,
    AchErrorCode.NEGATIVE_BALANCE,
    'This account is below zero because money added to it was returned. Add money to bring it back above zero; until then no money can leave it.',
  );

export const notSimulated = () =>
  new AppException(
    404,
    AchErrorCode.NOT_SIMULATED,
    'Statements of other banks exist only on the demo network.',
  );
