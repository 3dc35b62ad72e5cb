import { expect, test } from '@playwright/test';
import { newCustomer, PASSWORD } from '../support/bank';
import { latestMail } from '../support/session';
import { totp } from '../support/totp';
import { appRunning, signIn, typeCode } from '../support/ui';

const STEP_MS = 30_000;

test.describe('authenticator app', () => {
  test('enrol an authenticator app and sign in with it', async ({ page }) => {
    const customer = await newCustomer();
    await signIn(page, customer);
    await page.goto('/settings?tab=security');
    const card = page.getByRole('region', { name: 'Authenticator App' });
    await card.getByRole('button', { name: 'Set up authenticator app' }).click();

    const setup = page.getByRole('dialog', { name: 'Set up authenticator app' });
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
});
