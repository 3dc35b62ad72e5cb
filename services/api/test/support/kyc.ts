import { call } from './http';
import type { CallResult } from './http';
import type { TestUser } from './identity';
import { newCustomer } from './identity';
import type { TestApp } from './test-app';

/** A body for PUT /api/profile/verification: an adult, a US address, an SSN (override any part). */
export function verificationBody(overrides: Record<string, unknown> = {}) {
  return {
    dateOfBirth: '1990-04-12',
    address: { line1: '1 Main Street', city: 'Springfield', state: 'IL', postalCode: '62701' },
    taxId: '123-45-6789',
    ...overrides,
  };
}

export function submitVerification(t: TestApp, user: TestUser, body: unknown): Promise<CallResult> {
  return call(t, 'PUT', '/api/profile/verification', { token: user.accessToken, body });
}

export function verificationOf(t: TestApp, user: TestUser): Promise<CallResult> {
  return call(t, 'GET', '/api/profile/verification', { token: user.accessToken });
}

/** Changes the customer's own name (PATCH /api/me). */
export async function renameSelf(t: TestApp, user: TestUser, first: string, last: string) {
  const answer = await call(t, 'PATCH', '/api/me', {
    token: user.accessToken,
    body: { firstName: first, lastName: last },
  });
  if (answer.status !== 200) throw new Error(`rename: ${answer.status} ${answer.text}`);
}

/** A signed-in customer with this name, who has not verified their identity yet. */
export async function customerNamed(t: TestApp, first: string, last: string): Promise<TestUser> {
  const user = await newCustomer(t);
  await renameSelf(t, user, first, last);
  return user;
}
