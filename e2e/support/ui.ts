import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Customer } from './bank';
import { PASSWORD, ROUTING } from './bank';
import { completeSignIn, newCode, SIGN_IN_CODE } from './session';

/**
 * The app runs the page: a public page the API drew at build time shows before any script, and the
 * app starts at the visitor's first interaction (apps/shell/src/start-app.js). A test of what the
 * app does moves the pointer, as a visitor would, and waits until the app has taken the page over.
 */
export async function appRunning(page: Page) {
  await page.locator('body').dispatchEvent('pointermove');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
}

/**
 * Signs the browser in (the refresh cookie); the next page load restores the session. A browser new
 * to the customer passes the emailed code (or with `appCode`, the authenticator app's) as the login
 * page does, and is trusted from then on.
 */
export async function signIn(page: Page, customer: Customer, appCode?: () => Promise<string>) {
  await completeSignIn(page.request, { email: customer.email, password: PASSWORD }, appCode);
}

/**
 * The login page's second step on a browser new to the account: the code we emailed, read from the
 * mail catcher (a sign-in code mail not among `before`, from mailIds), typed into its boxes and
 * verified.
 */
export async function enterSignInCode(page: Page, email: string, before: Set<string>) {
  const step = page.getByRole('form', { name: 'Sign-in code' });
  await expect(step.getByText(/We sent a 6-digit code to/)).toBeVisible();
  await typeCode(page, await newCode(email, SIGN_IN_CODE, before));
  await step.getByRole('button', { name: 'Verify Code' }).click();
}

export async function chooseOption(page: Page, label: string, option: RegExp | string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

export async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.keyboard.type(code);
}

/** Types a code into one group of six boxes, where a form asks for two codes. */
export async function typeCodeInto(group: Locator, code: string) {
  await group.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await group.page().keyboard.type(code);
}

/** Steps 1 and 2 of the transfer flow with the mouse (from the start page unless `here`). */
export async function fillTransfer(
  page: Page,
  to: Customer,
  amount: string,
  { here = false } = {},
) {
  if (!here) await page.goto('/transfer');
  await expect(page.getByRole('heading', { name: 'Select Accounts' })).toBeVisible();
  await chooseOption(page, 'From Account', /Everyday Checking/);
  await chooseOption(page, 'Recipient Account Type', 'Checking');
  await page.getByLabel('Recipient Name').fill(`${to.firstName} ${to.lastName}`);
  await page.getByLabel('Recipient Account Number').fill(to.accountNumber);
  await page.getByLabel('Routing Number').fill(ROUTING);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Transfer Details' })).toBeVisible();
  await page.getByLabel('Amount').fill(amount);
}

/** The serious and critical axe violations on the page, as "rule: targets" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
