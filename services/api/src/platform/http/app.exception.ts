import { CommonErrorCode } from '@vaultline/contracts';

/** A failure the client should see: HTTP status, stable code, human message. */
export class AppException extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppException';
  }

  /** The body a stored answer keeps for this failure (an idempotency key's replay): message, code, details. */
  toBody(): { message: string; code: string; details?: unknown } {
    return {
      message: this.message,
      code: this.code,
      ...(this.details === undefined ? {} : { details: this.details }),
    };
  }
}

export const notFound = (message = 'Not found.') =>
  new AppException(404, CommonErrorCode.NOT_FOUND, message);
export const unauthenticated = (message = 'Please sign in to continue.') =>
  new AppException(401, CommonErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message = 'You do not have access to this.') =>
  new AppException(403, CommonErrorCode.FORBIDDEN, message);
