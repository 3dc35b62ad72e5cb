import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { balanceOf, fund, newCustomer } from '../support/bank';
import type { RevealedCard } from '../support/cards';
import { authorizeCard, cardNetwork, readRevealed } from '../support/cards';
import { verifyIdentity } from '../support/kyc';
import { latestCode } from '../support/session';
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

/** The card activity row (or list item) of a merchant, on a fresh page load. */
async function activityOf(page: Page, merchant: string) {
  await page.reload();
  return page.getByLabel('Card activity').getByText(merchant).first();
}

test.describe('debit cards', () => {
  test.setTimeout(180_000);

  test('a customer gets a card, sees its number after a code, freezes it (a payment is declined with its reason), unfreezes it and sees a coffee pending then posted', async ({
    page,
  }) => {
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
  });
});
