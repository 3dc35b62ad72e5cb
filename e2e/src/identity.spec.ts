import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { newCustomer } from '../support/bank';
import {
  demoAccount,
  latestCode,
  latestMail,
  mailIds,
  SIGN_IN_CODE,
  signInViaApi,
} from '../support/session';
import { appRunning, enterSignInCode } from '../support/ui';

const PASSWORD = 'a long and unusual passphrase';

function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function register(page: Page, email: string) {
  await page.goto('/register');
  await page.getByLabel('First name').fill('grace');
  await page.getByLabel('Last name').fill('hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(code);
}

test.describe('identity', () => {
  test('a new user registers, verifies with the emailed code, signs in, stays signed in, signs out', async ({
    page,
  }) => {
    const email = uniqueEmail('new');
    const registeredAt = new Date(Date.now() - 1000);
    await register(page, email);
    await expect(page).toHaveURL(/\/verify-otp$/);
    await expect(
      page.getByText('Account created! Please check your email for the OTP code.'),
    ).toBeVisible();

    const code = await latestCode(email, /verification code/, registeredAt);
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Email Verified!').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome to your dashboard!')).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    await page.getByRole('button', { name: 'Open user menu' }).click();
    await expect(page.getByRole('menu').getByText(email)).toBeVisible();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goBack();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });

  test('refuses mismatched passwords before sending anything', async ({ page }) => {
    let registerCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/register')) registerCalls += 1;
    });
    await page.goto('/register');
    await page.getByLabel('First name').fill('a');
    await page.getByLabel('Last name').fill('b');
    await page.getByLabel('Email').fill(uniqueEmail('mismatch'));
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(`${PASSWORD}!`);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match!').first()).toBeVisible();
    expect(registerCalls).toBe(0);
  });

  test('a new browser signs in with the password and the emailed code; the same browser later with the password alone', async ({
    page,
  }) => {
    // Signed up elsewhere (its own API client): this browser has never signed in to the account.
    const customer = await newCustomer('katherine', 'johnson');
    const signInOnThePage = async () => {
      await page.goto('/login');
      await appRunning(page);
      await page.getByLabel('Email').fill(customer.email);
      await page.getByLabel(/^Password/).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
    };
    const before = await mailIds(customer.email, SIGN_IN_CODE);
    await signInOnThePage();
    await expect(page.getByText(/once you enter it here, this browser can sign in/i)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await enterSignInCode(page, customer.email, before);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome to your dashboard!')).toBeVisible();

    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    const sent = await mailIds(customer.email, SIGN_IN_CODE);
    await signInOnThePage();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('form', { name: 'Sign-in code' })).toHaveCount(0);
    // No second code was sent: the browser passed one minutes ago.
    const now = [...(await mailIds(customer.email, SIGN_IN_CODE))];
    expect(now.filter((id) => !sent.has(id))).toEqual([]);
  });

  test('a wrong password shows the Login Failed toast and stays on the login page', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(demoAccount('customer').email);
    await page.getByLabel(/^Password/).fill('not the right password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Login Failed' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Invalid email or password.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sends staff to /admin with their welcome, and a customer who opens /admin to /dashboard', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    const admin = demoAccount('admin');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel(/^Password/).fill(admin.password);
    const before = await mailIds(admin.email, SIGN_IN_CODE);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // This browser is new to the admin's account: the emailed code too.
    await enterSignInCode(page, admin.email, before);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Welcome back, Admin!')).toBeVisible();

    await context.clearCookies();
    await signInViaApi(page, demoAccount('customer'));
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('resets a password by the emailed link (token in the fragment, then off the address bar)', async ({
    page,
  }) => {
    const email = uniqueEmail('reset');
    const registeredAt = new Date(Date.now() - 1000);
    await register(page, email);
    await typeCode(page, await latestCode(email, /verification code/, registeredAt));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

    const askedAt = new Date(Date.now() - 1000);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const mail = await latestMail(email, /Reset your Vaultline password/, askedAt);
    const link = /(http\S+\/reset-password#token=([A-Za-z0-9_-]+))/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    const [, url, token] = link as RegExpExecArray;

    // A link in the old form still opens the page; either way the token leaves the address bar at once.
    await page.goto(`/reset-password?token=${token}`);
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.goto(url);
    await expect(page).toHaveURL(/\/reset-password$/);
    const newPassword = 'a new and unusual passphrase';
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm new password/).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const signIn = await page.request.post('/api/auth/sign-in', {
      data: { email, password: newPassword },
    });
    expect(signIn.status()).toBe(200);
    const log = readFileSync(process.env.E2E_API_LOG as string, 'utf8');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).not.toContain(token);
  });

  test('never writes a planted password, code or token to the API log', async ({ page }) => {
    const email = uniqueEmail('planted');
    const registeredAt = new Date(Date.now() - 1000);
    await register(page, email);
    const code = await latestCode(email, /verification code/, registeredAt);
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    const signIn = await page.request.post('/api/auth/sign-in', {
      data: { email, password: PASSWORD },
    });
    const { accessToken } = await signIn.json();
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    const cookie =
      (await page.context().cookies()).find((c) => c.name === 'vaultline_refresh')?.value ?? '';
    const log = readFileSync(process.env.E2E_API_LOG as string, 'utf8');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain(accessToken);
    expect(log).not.toContain(cookie.split('.')[1]);
    expect(log).not.toMatch(new RegExp(`"[^"]*":"?${code}"?[,}]`));
  });
});
