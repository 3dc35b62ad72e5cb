import type { KycErrorCode } from '@vaultline/contracts';
import { AppException } from '../../platform/http/app.exception';

const STATUS: Record<KycErrorCode, number> = {
  KYC_NOT_VERIFIED: 403,
  KYC_UNDER_18: 400,
  KYC_ALREADY_SUBMITTED: 409,
  KYC_REVIEW_NOT_FOUND: 404,
  KYC_REVIEW_NOT_OPEN: 409,
  KYC_SAME_CLEARER: 403,
  KYC_OWN_REVIEW: 403,
};

export class KycException extends AppException {
  constructor(code: KycErrorCode, message: string) {
    super(STATUS[code], code, message);
  }
}

export const NOT_VERIFIED_MESSAGE =
  'Verify your identity before moving money to or from other banks.';
