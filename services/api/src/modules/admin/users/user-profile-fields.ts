import type { ChangeValue } from '@vaultline/contracts';
import type { ChangeValues } from '../approvals/change-request.types';

/** Columns that only change when a second staff member approves. */
export const TWO_PERSON = ['role', 'email'];

const COLUMN: Record<string, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  mobile: 'mobile',
  address: 'address',
  dateOfBirth: 'date_of_birth',
  role: 'role',
};
const FIELD: Record<string, string> = Object.fromEntries(
  Object.entries(COLUMN).map(([field, column]) => [column, field]),
);

export function pickColumns(
  values: Record<string, unknown>,
  columns: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(Object.keys(columns).map((column) => [column, values[column]]));
}

/** Column names to the API's field names, and back (role and email are spelled the same). */
export function toFields(columns: Record<string, unknown>): ChangeValues {
  return Object.fromEntries(
    Object.entries(columns).map(([column, value]) => [
      FIELD[column] ?? column,
      value as ChangeValue,
    ]),
  );
}

export function toColumns(fields: ChangeValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [COLUMN[field] ?? field, value]),
  );
}

/** The columns a request really changes, with their old and new values. */
export function changedColumns(current: Record<string, unknown>, request: Record<string, unknown>) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(request)) {
    const column = COLUMN[field];
    if (!column || value === undefined || current[column] === value) continue;
    before[column] = current[column];
    after[column] = value;
  }
  return { before, after };
}
