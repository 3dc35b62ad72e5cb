import { expect, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Credentials {
  email: string;
  password: string;
}

/** The demo sign-ins the portal seeded (as `npm start` prints them): a customer and two staff members. */
export function demoAccount(
  kind: 'customer' | 'admin' | 'checker',
  dataDir = process.env.E2E_DATA_DIR as string,
): Credentials {
  const text = readFileSync(join(dataDir, 'demo-accounts.txt'), 'utf8');
  const match = new RegExp(`^Demo ${kind}: (\\S+) / (\\S+)$`, 'm').exec(text);
  if (!match) throw new Error(`No demo ${kind} in demo-accounts.txt`);
  return { email: match[1], password: match[2] };
}

/** Signs in through the API from the browser's context, as the login page would (the refresh cookie lands in the browser). */
export async function signInViaApi(page: Page, { email, password }: Credentials): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

interface CaughtMail {
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
  return /\b(\d{6})\b/.exec(mail.text)?.[1] as string;
}
