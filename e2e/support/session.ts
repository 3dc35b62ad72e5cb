import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * The demo sign-ins the portal seeded: a customer and two staff members, with the passwords drawn at
 * random at the first seed (DATA_DIR/demo-accounts.txt).
 */
export function demoAccount(
  kind: 'customer' | 'admin' | 'checker',
  dataDir = process.env.E2E_DATA_DIR as string,
): Credentials {
  const text = readFileSync(join(dataDir, 'demo-accounts.txt'), 'utf8');
  const match = new RegExp(`^Demo ${kind}: (\\S+) / (\\S+)$`, 'm').exec(text);
  if (!match) throw new Error(`No demo ${kind} in demo-accounts.txt`);
  return { email: match[1], password: match[2] };
}

/** The subject of the mail with a sign-in code. */
export const SIGN_IN_CODE = /sign-in code/;

/** A session as POST /api/auth/sign-in (or its second step) answers it: the parts the tests read. */
export interface SignedIn {
  status: 'signed_in';
  accessToken: string;
  user: { id: string; email: string };
}

/** What the first step answers: a session, or (a browser new to the account) a second factor to give. */
type SignInAnswer = SignedIn | { status: 'code_required'; challengeId: string; method: string };

/**
 * Signs in through the API on `request` (a browser's context, or an API client of its own) as the
 * login page does: the password, then, where the API asks for a second factor (a browser that has
 * not passed one for the account lately), the code it emailed, read from the mail catcher, or the
 * authenticator app's from `appCode`; so the device cookie lands in that context, which is trusted
 * from then on. Answers the session.
 */
export async function completeSignIn(
  request: APIRequestContext,
  { email, password }: Credentials,
  appCode?: () => Promise<string>,
): Promise<SignedIn> {
  // Sign-in codes this account was sent before are never taken for this one's.
  const before = await mailIds(email, SIGN_IN_CODE);
  const first = await request.post('/api/auth/sign-in', { data: { email, password } });
  expect(first.status(), await first.text()).toBe(200);
  const answer = (await first.json()) as SignInAnswer;
  if (answer.status === 'signed_in') return answer;
  if (answer.method === 'totp' && !appCode)
    throw new Error(`${email} signs in with an authenticator app: pass its code`);
  const code =
    answer.method === 'totp' && appCode
      ? await appCode()
      : await newCode(email, SIGN_IN_CODE, before);
  const second = await request.post('/api/auth/sign-in/code', {
    data: { challengeId: answer.challengeId, code },
  });
  expect(second.status(), await second.text()).toBe(200);
  return (await second.json()) as SignedIn;
}

/**
 * Signs in with plain fetch (no cookie jar) to a portal at `baseUrl`, as completeSignIn does: where
 * the API asks for a second factor, the code it emailed (the portal must mail to the suite's
 * catcher). Answers the session.
 */
export async function signInWithFetch(
  baseUrl: string,
  credentials: Credentials,
): Promise<SignedIn> {
  const post = async (path: string, body: object) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBe(200);
    return response.json() as Promise<SignInAnswer>;
  };
  const before = await mailIds(credentials.email, SIGN_IN_CODE);
  const answer = await post('/api/auth/sign-in', credentials);
  if (answer.status === 'signed_in') return answer;
  const code = await newCode(credentials.email, SIGN_IN_CODE, before);
  return (await post('/api/auth/sign-in/code', {
    challengeId: answer.challengeId,
    code,
  })) as SignedIn;
}

/** Signs in through the API from the browser's context, as the login page would (the refresh and device cookies land in the browser). */
export async function signInViaApi(page: Page, credentials: Credentials): Promise<SignedIn> {
  return completeSignIn(page.request, credentials);
}

interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  to: Array<{ address: string }>;
  time: string;
}

/** The newest mail to `email` whose subject matches, from the mail catcher's REST API; waits for it. */
export async function latestMail(
  email: string,
  subject: RegExp,
  after = new Date(0),
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${process.env.E2E_MAIL_URL}/api/email`);
        const mails = (await response.json()) as CaughtMail[];
        found = mails
          .filter(
            (mail) =>
              mail.to.some((to) => to.address === email) &&
              subject.test(mail.subject) &&
              new Date(mail.time) >= after,
          )
          .sort((a, b) => b.time.localeCompare(a.time))[0];
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as CaughtMail;
}

export async function latestCode(email: string, subject: RegExp, after?: Date): Promise<string> {
  const mail = await latestMail(email, subject, after);
  return /\bis (\d{6})\./.exec(mail.text)?.[1] as string;
}

/** The mails to `email` whose subject matches, caught after `after`, as the catcher has them now (no waiting). */
export async function mailsTo(email: string, subject: RegExp, after: Date): Promise<CaughtMail[]> {
  const response = await fetch(`${process.env.E2E_MAIL_URL}/api/email`);
  const mails = (await response.json()) as CaughtMail[];
  return mails.filter(
    (mail) =>
      mail.to.some((to) => to.address === email) &&
      subject.test(mail.subject) &&
      new Date(mail.time) >= after,
  );
}

/** The ids of the mails to `email` whose subject matches, caught so far (to tell a new one by). */
export async function mailIds(email: string, subject: RegExp): Promise<Set<string>> {
  return new Set((await mailsTo(email, subject, new Date(0))).map((mail) => mail.id));
}

/**
 * The code in a mail to `email` whose subject matches and that is not among `before` (ids from
 * mailIds): waits for it. The catcher times a mail by its Date header, to the second, so a new
 * mail is told by its id rather than by when it came.
 */
export async function newCode(
  email: string,
  subject: RegExp,
  before: Set<string>,
): Promise<string> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(email, subject, new Date(0))).find((mail) => !before.has(mail.id));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return /\bis (\d{6})\./.exec((found as CaughtMail).text)?.[1] as string;
}
