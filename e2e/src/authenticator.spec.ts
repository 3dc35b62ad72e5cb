import { expect, test } from '@playwright/test';
import type { Customer } from '../support/bank';
import { balanceOf, fund, newCustomer, PASSWORD, PIN } from '../support/bank';
import {
  demoAccount,
  latestCode,
  latestMail,
  mailIds,
  SIGN_IN_CODE,
  mailsTo,
  signInViaApi,
} from '../support/session';
import { TestAuthenticator, totp } from '../support/totp';
import { appRunning, enterSignInCode, fillTransfer, signIn, typeCode } from '../support/ui';

const STEP_MS = 30_000;

/**
 * Sets an authenticator app up through the API as the settings page does: the password opens the
 * security step-up, its emailed code starts the enrolment, a code from the app confirms it.
 */
async function enrolViaApi(customer: Customer): Promise<TestAuthenticator> {
  const headers = { authorization: `Bearer ${customer.token}` };
  const since = new Date(Date.now() - 1000);
  const stepUp = await customer.api.post('/api/auth/security/step-up', {
    headers,
    data: { password: PASSWORD },
  });
  expect(stepUp.status(), await stepUp.text()).toBe(200);
  const code = await latestCode(
    customer.email,
    /Confirm a change to your Vaultline sign-in/,
    since,
  );
  const enrolment = await customer.api.post('/api/auth/authenticator/enrolment', {
    headers,
    data: { code },
  });
  expect(enrolment.status(), await enrolment.text()).toBe(201);
  const app = new TestAuthenticator(((await enrolment.json()) as { secret: string }).secret);
  const confirmed = await customer.api.post('/api/auth/authenticator/enrolment/confirm', {
    headers,
    data: { code: await app.nextCode() },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return app;
}

test.describe('authenticator app', () => {
  test('enrol an authenticator app (after the password and an emailed code) and sign in with it', async ({
    page,
  }) => {
    const customer = await newCustomer();
    await signIn(page, customer);
    await page.goto('/settings?tab=security');
    const card = page.getByRole('region', { name: 'Authenticator App' });
    await card.getByRole('button', { name: 'Set up authenticator app' }).click();

    const setup = page.getByRole('dialog', { name: 'Set up authenticator app' });
    // First the security step-up: the password, then the code we email.
    await setup.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const since = new Date(Date.now() - 1000);
    await setup.getByRole('button', { name: 'Continue' }).click();
    await expect(setup.getByRole('group', { name: 'Code from your email' })).toBeVisible();
    await typeCode(
      page,
      await latestCode(customer.email, /Confirm a change to your Vaultline sign-in/, since),
    );
    await setup.getByRole('button', { name: 'Continue' }).click();

    await expect(setup.getByRole('img', { name: /QR code/ })).toBeVisible();
    // What a person would type into the app when they cannot scan the QR code.
    const key = await setup.getByRole('textbox', { name: 'Setup key' }).inputValue();
    expect(key.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
    await typeCode(page, totp(key, Date.now()));
    await setup.getByRole('button', { name: 'Turn on' }).click();

    const save = page.getByRole('dialog', { name: 'Save your recovery codes' });
    const codes = save.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(save.getByRole('button', { name: 'Done' })).toBeDisabled();
    await save.getByRole('checkbox', { name: 'I have saved these codes' }).check();
    await save.getByRole('button', { name: 'Done' }).click();
    await expect(save).toBeHidden();
    const twoFactor = page.getByRole('region', { name: 'Two-Factor Authentication' });
    await expect(twoFactor.getByText('Status: Authenticator app')).toBeVisible();
    await latestMail(customer.email, /An authenticator app now protects your Vaultline sign-in/);

    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/login');
    await appRunning(page);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send a new code' })).toHaveCount(0);
    // The set-up spent this 30-second step's code; the app's next code is accepted (one step either side).
    await typeCode(page, totp(key, Date.now() + STEP_MS));
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome to your dashboard!')).toBeVisible();
  });

  test("confirms a transfer to a new recipient with the app's code: nothing is emailed", async ({
    page,
  }) => {
    const [customer, to] = [await newCustomer('mary', 'jackson'), await newCustomer()];
    await fund(customer, 20_000);
    // This browser signs in first (its emailed code); the app is set up afterwards, as on a phone.
    await signIn(page, customer);
    const app = await enrolViaApi(customer);

    await fillTransfer(page, to, '25.00');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Transfer PIN').fill(PIN);
    await page.getByRole('button', { name: 'Confirm Transfer' }).click();
    await expect(page.getByRole('heading', { name: 'Transfer Verification' })).toBeVisible();
    await expect(
      page.getByText(/enter the 6-digit code your authenticator app shows now/),
    ).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Code from your authenticator app' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend code' })).toHaveCount(0);
    await typeCode(page, await app.nextCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Transfer Successful' })).toBeVisible();
    expect(await balanceOf(customer)).toBe(20_000 - 2_500);
    expect(await balanceOf(to)).toBe(2_500);
    // No transfer code was ever mailed to this customer.
    expect(await mailsTo(customer.email, /transfer code/, new Date(0))).toEqual([]);
  });
});

test.describe('a lost authenticator', () => {
  test('is reset by two staff members after an identity check; the customer signs in again', async ({
    browser,
  }) => {
    const customer = await newCustomer('lena', 'lostphone');
    await enrolViaApi(customer);

    const maker = await (await browser.newContext()).newPage();
    await signInViaApi(maker, demoAccount('admin'));
    await maker.goto(`/admin-user-details/${customer.id}`);
    const security = maker.getByRole('region', { name: 'Sign-in security' });
    await expect(security.getByText('Second factor: Authenticator app')).toBeVisible();
    await security.getByRole('button', { name: 'Reset authenticator…' }).click();
    const ask = maker.getByRole('dialog', { name: 'Reset the authenticator app?' });
    await ask
      .getByRole('textbox', { name: 'How you checked their identity' })
      .fill('Video call: passport matched, answered questions about recent payments');
    await ask.getByRole('textbox', { name: 'Reason' }).fill('Phone and recovery codes lost');
    await ask.getByRole('button', { name: 'Ask for approval' }).click();
    await expect(security.getByText('Reset waits for approval')).toBeVisible();

    const checker = await (await browser.newContext()).newPage();
    await signInViaApi(checker, demoAccount('checker'));
    await checker.goto('/admin/approvals');
    const card = checker.getByRole('article', { name: /Second factor reset of/ });
    await expect(card.getByText(/Video call: passport matched/)).toBeVisible();
    await card.getByRole('button', { name: 'Approve' }).click();
    await checker
      .getByRole('dialog', { name: 'Approve and apply this change?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(card).toHaveCount(0);
    await latestMail(customer.email, /authenticator app was reset/);

    const page = await (await browser.newContext()).newPage();
    await page.goto('/login');
    await appRunning(page);
    const before = await mailIds(customer.email, SIGN_IN_CODE);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await enterSignInCode(page, customer.email, before);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/settings?tab=security');
    await expect(
      page.getByRole('region', { name: 'Authenticator App' }).getByRole('button', {
        name: 'Set up authenticator app',
      }),
    ).toBeVisible();
  });
});
