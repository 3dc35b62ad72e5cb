import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { balanceOf, fund, newCustomer } from '../support/bank';
import type { RevealedCard } from '../support/cards';
import { authorizeCard, cardNetwork, readRevealed } from '../support/cards';
import { verifyIdentity } from '../support/kyc';
import { demoAccount, latestCode, signInViaApi } from '../support/session';
import { seriousViolations, signIn, typeCode } from '../support/ui';

/** No serious or critical axe finding on this page at 1280 and at 375 px. */
async function accessibleAtBothWidths(page: Page): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect({ width, violations: await seriousViolations(page) }).toEqual({ width, violations: [] });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Shows the card's number after the emailed code, reads it, and hides it again. */
async function revealCard(page: Page, email: string): Promise<RevealedCard> {
  const since = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: /^Show number of card ending/i }).click();
  const dialog = page.getByRole('dialog');
  await typeCode(page, await latestCode(email, /show your card number/, since));
  await dialog.getByRole('button', { name: 'Show number' }).click();
  await expect(dialog.getByText('Security code (CVV)')).toBeVisible();
  await expect(dialog.getByText(/Hidden again in \d+ seconds/)).toBeVisible();
  const card = readRevealed(await dialog.innerText());
  await dialog.getByRole('button', { name: 'Hide and close' }).click();
  await expect(page.getByText(card.pan.slice(0, 4) + ' ' + card.pan.slice(4, 8))).toHaveCount(0);
  return card;
}

/** Staff post the provisional credit on the queue, then grant the dispute with a message. */
async function grantAsStaff(browser: Browser, firstName: string): Promise<void> {
  const staff = await (await browser.newContext()).newPage();
  await signInViaApi(staff, demoAccount('admin'));
  await staff.goto('/admin/disputes');
  await staff
    .getByRole('button', { name: new RegExp(`Open the dispute of ${firstName}`, 'i') })
    .click();
  const dialog = staff.getByRole('dialog', { name: 'Dispute' });
  await dialog.getByRole('button', { name: 'Post provisional credit now' }).click();
  await expect(dialog.getByText(/Provisional credit of \$4\.50 posted/)).toBeVisible();
  await accessibleAtBothWidths(staff);
  await dialog
    .getByLabel(/Message to the customer/)
    .fill('The merchant could not show it was you.');
  await dialog.getByRole('button', { name: 'Grant' }).click();
  await expect(dialog.getByText(/Decided: The merchant could not show it was you/)).toBeVisible();
}

/** The statement of this month so far, as CSV lines (date, time, description, amount, balance). */
async function statementLines(page: Page, accountId: string): Promise<string[]> {
  await page.goto(`/account-details/${accountId}/statements`);
  const range = page.getByRole('region', { name: 'Statement for Any Dates' });
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    range.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  return readFileSync(await csv.path(), 'utf8')
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .filter((line) => !/Card payment, final|hold/.test(line));
}

/** The card activity row (or list item) of a merchant, on a fresh page load. */
async function activityOf(page: Page, merchant: string) {
  await page.reload();
  return page.getByLabel('Card activity').getByText(merchant).first();
}

test.describe('debit cards', () => {
  test.setTimeout(180_000);

  test(
    'a customer gets a card, sees its number after a code, freezes it (a payment is declined with its reason), ' +
      'unfreezes it, sees a coffee pending then posted, disputes it, and staff grant it: ' +
      'the provisional credit made final is on the statement',
    async ({ page, browser }) => {
      const customer = await newCustomer('dorothy', 'vaughan');
      await fund(customer, 5_000);
      await signIn(page, customer);
      await verifyIdentity(page);
      await page.goto('/cards/request');
      await page.getByRole('radio', { name: /•••• / }).first().check();
      await page.getByRole('button', { name: 'Issue card' }).click();
      await expect(page).toHaveURL(/\/cards\/manage$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Manage Cards' })).toBeVisible();
      const card = await revealCard(page, customer.email);
      await accessibleAtBothWidths(page);

      await page.getByRole('button', { name: /^Freeze card ending/i }).click();
      await expect(page.getByRole('button', { name: /^Unfreeze card ending/i })).toBeVisible();
      const declined = await authorizeCard(card, 450);
      expect(declined).toMatchObject({ approved: false, responseCode: '05' });
      await expect(await activityOf(page, 'Blue Door Coffee')).toBeVisible();
      await expect(page.getByText(/Do not honour: the card is frozen/).first()).toBeVisible();
      await page.getByRole('button', { name: /^Unfreeze card ending/i }).click();
      await expect(page.getByRole('button', { name: /^Freeze card ending/i })).toBeVisible();

      const coffee = await authorizeCard(card, 450);
      expect(coffee.approved).toBe(true);
      expect(await balanceOf(customer)).toBe(4_550);
      await page.reload();
      await expect(page.getByLabel('Card activity').getByText('Pending').first()).toBeVisible();
      await cardNetwork('clearings', { authorizationId: coffee.authorizationId, amountMinor: 450 });
      await page.reload();
      await expect(page.getByLabel('Card activity').getByText('Posted').first()).toBeVisible();
      await page.goto('/transactions');
      await expect(page.getByText('Blue Door Coffee').first()).toBeVisible();
      expect(await balanceOf(customer)).toBe(4_550);

      // The coffee was not theirs: a dispute, a provisional credit and a grant by staff.
      await page.goto('/cards/manage');
      await page
        .getByRole('link', { name: /^Dispute Blue Door Coffee/ })
        .first()
        .click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Dispute a payment' }),
      ).toBeVisible();
      await page.getByRole('radio', { name: /I don’t recognise this payment/ }).check();
      await page.getByRole('radio', { name: 'Keep the card as it is' }).check();
      await page.getByLabel(/What happened/).fill('I was at home all morning.');
      await accessibleAtBothWidths(page);
      await page.getByRole('button', { name: 'File dispute' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dispute' })).toBeVisible();
      await expect(page.getByText('Under investigation')).toBeVisible();
      await grantAsStaff(browser, customer.firstName);
      await page.reload();
      await expect(page.getByText('Granted')).toBeVisible();
      expect(await balanceOf(customer)).toBe(5_000);
      await expect(statementLines(page, customer.accountId)).resolves.toEqual([
        expect.stringMatching(/Opening deposit.*50\.00/),
        expect.stringMatching(/Card payment.*Blue Door Coffee.*-4\.50/),
        expect.stringMatching(
          /Dispute credit.*Blue Door Coffee: provisional credit, made final.*4\.50/,
        ),
      ]);
    },
  );
});
