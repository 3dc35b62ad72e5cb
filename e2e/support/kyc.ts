import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { chooseOption } from './ui';

/** Verifies the customer's identity on its page, as a person does (a name on no sanctions list). */
export async function verifyIdentity(page: Page): Promise<void> {
  await page.goto('/profile/verification');
  await page.getByLabel(/Date of birth/).fill('1986-03-09');
  await page.getByLabel(/SSN or ITIN/).fill('123-45-6789');
  await page.getByRole('textbox', { name: /Street address/ }).fill('12 Elm Street');
  await page.getByRole('textbox', { name: /City/ }).fill('Hampton');
  await chooseOption(page, 'State', 'VA');
  await page.getByRole('textbox', { name: /ZIP code/ }).fill('23666');
  await page.getByRole('button', { name: 'Verify my identity' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
}
