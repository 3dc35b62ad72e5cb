import { StatementsErrorCode } from '@vaultline/contracts';
import { AppException } from '../../platform/http/app.exception';

const STATUS: Record<StatementsErrorCode, number> = {
  STATEMENTS_NOT_FOUND: 404,
  STATEMENTS_RANGE_IN_FUTURE: 422,
  STATEMENTS_TOO_MANY_LINES: 422,
};

export class StatementsException extends AppException {
  constructor(code: StatementsErrorCode, message: string) {
    super(STATUS[code], code, message);
  }
}

export const statementNotFound = () =>
  new StatementsException(StatementsErrorCode.NOT_FOUND, 'No such statement.');

export const rangeInFuture = () =>
  new StatementsException(
    StatementsErrorCode.RANGE_IN_FUTURE,
    'A statement can end today at the latest.',
  );

export const tooManyLines = () =>
  new StatementsException(
    StatementsErrorCode.TOO_MANY_LINES,
    'This period has too many lines for one statement. Choose a shorter range.',
  );
