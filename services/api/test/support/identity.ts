import { randomBytes } from 'node:crypto';
import type { CallResult } from './http';
import { call } from './http';
import type { TestApp } from './test-app';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshCookie: string;
  /** This test browser's known-device cookie for the account (it passed a second factor). */
  deviceCookie: string;
}

let sequence = 0;

/** A unique address for this test run. */
export function newEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${randomBytes(3).toString('hex')}@example.com`;
}

export const STRONG_PASSWORD = 'correct horse battery staple';

/** Registers, reads the code from the real SMTP server, verifies. */
export async function registerVerified(
  t: TestApp,
  email = newEmail(),
  password = STRONG_PASSWORD,
): Promise<{ email: string; password: string }> {
  const since = t.mail.messages.length;
  const registered = await call(t, 'POST', '/api/auth/register', {
    body: { firstName: 'ada', lastName: 'lovelace', email, password },
  });
  if (registered.status !== 201)
    throw new Error(`register: ${registered.status} ${registered.text}`);
  const code = await t.mail.codeFor(email, /verification code/, since);
  const verified = await call(t, 'POST', '/api/auth/email/verify', { body: { email, code } });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${verified.text}`);
  return { email, password };
}

/**
 * A sign-in as a browser makes it, its answer: the password, then (when asked) the emailed code a
 * new browser is sent, read from the real SMTP server. A refusal at either step is answered as is.
 * `device`: a known-device cookie from an earlier sign-in, which may skip the second step.
 */
export async function signInAnswer(
  t: TestApp,
  email: string,
  password: string,
  options: { rememberMe?: boolean; device?: string | null } = {},
): Promise<CallResult> {
  const { device = null, rememberMe = false } = options;
  const since = t.mail.messages.length;
  const body = { email, password, rememberMe };
  const first = await call(t, 'POST', '/api/auth/sign-in', { body, device });
  if (first.status !== 200 || first.body.status !== 'code_required') return first;
  if (first.body.method !== 'email')
    throw new Error('sign-in: the authenticator app is the second factor (answer its challenge)');
  const code = await t.mail.codeFor(email, /sign-in code/, since);
  return call(t, 'POST', '/api/auth/sign-in/code', {
    body: { challengeId: first.body.challengeId, code },
    device,
  });
}

/** Signs in as a browser would (see signInAnswer); throws unless it ends signed in. */
export async function signIn(
  t: TestApp,
  email: string,
  password: string,
  rememberMe = false,
  device: string | null = null,
): Promise<TestUser> {
  const response = await signInAnswer(t, email, password, { rememberMe, device });
  if (response.status !== 200 || response.body.status !== 'signed_in')
    throw new Error(`sign-in: ${response.status} ${response.text}`);
  return {
    id: response.body.user.id,
    email,
    password,
    accessToken: response.body.accessToken,
    refreshCookie: response.refreshCookie as string,
    deviceCookie: response.deviceCookie ?? (device as string),
  };
}

/** A verified, signed-in customer. */
export async function newCustomer(t: TestApp, email = newEmail()): Promise<TestUser> {
  await registerVerified(t, email);
  return signIn(t, email, STRONG_PASSWORD);
}

/** A signed-in staff member (created through the ops endpoint, temporary password replaced). */
export async function newStaff(t: TestApp, email = newEmail('staff')): Promise<TestUser> {
  const created = await call(t, 'POST', '/api/platform/admins', {
    token: t.releaseTokens['staff-provisioning'],
    body: { email, firstName: 'sam', lastName: 'staff' },
  });
  if (created.status !== 201) throw new Error(`create admin: ${created.status} ${created.text}`);
  const first = await signIn(t, email, created.body.temporaryPassword);
  const changed = await call(t, 'POST', '/api/auth/password/change', {
    token: first.accessToken,
    body: {
      currentPassword: created.body.temporaryPassword,
      newPassword: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
    },
  });
  if (changed.status !== 200)
    throw new Error(`change temporary password: ${changed.status} ${changed.text}`);
  return {
    ...first,
    password: STRONG_PASSWORD,
    accessToken: changed.body.accessToken,
    refreshCookie: changed.refreshCookie as string,
  };
}

/** The security step-up a change of the second factor takes: the password, then the emailed code. */
export async function securityCode(t: TestApp, user: TestUser): Promise<string> {
  const since = t.mail.messages.length;
  const opened = await call(t, 'POST', '/api/auth/security/step-up', {
    token: user.accessToken,
    body: { password: user.password },
  });
  if (opened.status !== 200) throw new Error(`step-up: ${opened.status} ${opened.text}`);
  return t.mail.codeFor(user.email, /change to your Vaultline sign-in/, since);
}

/** Starts setting up the authenticator app, after the security step-up (its emailed code). */
export async function startEnrolment(t: TestApp, user: TestUser): Promise<CallResult> {
  const code = await securityCode(t, user);
  return call(t, 'POST', '/api/auth/authenticator/enrolment', {
    token: user.accessToken,
    body: { code },
  });
}
