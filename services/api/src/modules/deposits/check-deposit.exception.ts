import { CheckDepositErrorCode as Code } from '@vaultline/contracts';
import { KycErrorCode } from '@vaultline/contracts';
import { AppException } from '../../platform/http/app.exception';
import { KycException, NOT_VERIFIED_MESSAGE } from '../kyc/kyc.exception';
import type { CheckImageProblem } from './check-image';

// The deposits module's refusals, in the reader's words (stable codes: CheckDepositErrorCode).

const IMAGE_REFUSALS: Record<CheckImageProblem, () => AppException> = {
  type: () => new AppException(415, Code.IMAGE_TYPE, 'Send a photo of the check as a JPEG or PNG.'),
  too_large: () =>
    new AppException(
      413,
      Code.IMAGE_TOO_LARGE,
      'The photo is over 5 MB: take it again at a lower resolution.',
    ),
  unreadable: () =>
    new AppException(422, Code.IMAGE_UNREADABLE, 'This photo cannot be read: take it again.'),
  dimensions: () =>
    new AppException(
      422,
      Code.IMAGE_DIMENSIONS,
      'The photo must be at least 600 × 250 pixels and at most 4096 pixels on its long side.',
    ),
};

export const imageRefused = (problem: CheckImageProblem) => IMAGE_REFUSALS[problem]();

export const imageNotFound = () =>
  new AppException(
    404,
    Code.IMAGE_NOT_FOUND,
    'Upload the photos of the front and back of the check again.',
  );

export const imagesSame = () =>
  new AppException(
    422,
    Code.IMAGES_SAME,
    'The front and back photos are the same: photograph both sides.',
  );

export const accountNotFound = () =>
  new AppException(404, Code.ACCOUNT_NOT_FOUND, 'There is no such account of yours.');

export const accountInactive = () =>
  new AppException(
    409,
    Code.ACCOUNT_INACTIVE,
    'This account is not open: deposit into an open account.',
  );

export const dailyLimit = (leftMinor: number, left: string) =>
  new AppException(
    422,
    Code.DAILY_LIMIT,
    `Over today's check deposit limit: you can deposit ${left} more today.`,
    {
      leftMinor,
    },
  );

export const monthlyLimit = (leftMinor: number, left: string) =>
  new AppException(
    422,
    Code.MONTHLY_LIMIT,
    `Over this month's check deposit limit: you can deposit ${left} more this month.`,
    { leftMinor },
  );

export const duplicate = () =>
  new AppException(
    409,
    Code.DUPLICATE,
    'This check was already deposited: a check can be deposited once. Keep the paper check for 14 days, then destroy it.',
  );

export const depositNotFound = () =>
  new AppException(404, Code.NOT_FOUND, 'There is no such check deposit.');

export const notAwaitingImage = () =>
  new AppException(
    409,
    Code.NOT_AWAITING_IMAGE,
    'New photos can only be sent when we ask for them.',
  );

export const notInReview = () =>
  new AppException(409, Code.NOT_IN_REVIEW, 'This deposit is no longer waiting for a decision.');

export const sameApprover = () =>
  new AppException(
    409,
    Code.SAME_APPROVER,
    'You approved this check already: a second staff member must approve it too.',
  );

export const ownDeposit = () =>
  new AppException(403, Code.OWN_DEPOSIT, 'Staff cannot decide on their own deposits.');

export const keyMissing = () =>
  new AppException(
    400,
    Code.IDEMPOTENCY_KEY_MISSING,
    'An Idempotency-Key header (8 to 100 letters, digits, - or _) is required.',
  );

/** What the kyc module answers a customer not verified yet (for the OpenAPI document). */
export const verificationRequired = () =>
  new KycException(KycErrorCode.NOT_VERIFIED, NOT_VERIFIED_MESSAGE);
