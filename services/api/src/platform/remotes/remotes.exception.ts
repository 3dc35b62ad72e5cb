import { AppException } from '../http/app.exception';

export const RemotesErrorCode = {
  UNKNOWN_REMOTE: 'REMOTES_UNKNOWN_REMOTE',
  ENTRY_NOT_ALLOWED: 'REMOTES_ENTRY_NOT_ALLOWED',
  VERSION_EXISTS: 'REMOTES_VERSION_EXISTS',
  VERSION_NOT_FOUND: 'REMOTES_VERSION_NOT_FOUND',
  NOTHING_TO_ROLL_BACK_TO: 'REMOTES_NOTHING_TO_ROLL_BACK_TO',
} as const;
type RemotesErrorCode = (typeof RemotesErrorCode)[keyof typeof RemotesErrorCode];

const STATUS: Record<RemotesErrorCode, number> = {
  REMOTES_UNKNOWN_REMOTE: 404,
  REMOTES_ENTRY_NOT_ALLOWED: 400,
  REMOTES_VERSION_EXISTS: 409,
  REMOTES_VERSION_NOT_FOUND: 404,
  REMOTES_NOTHING_TO_ROLL_BACK_TO: 409,
};

export class RemotesException extends AppException {
  constructor(code: RemotesErrorCode, message: string) {
    super(STATUS[code], code, message);
  }
}
