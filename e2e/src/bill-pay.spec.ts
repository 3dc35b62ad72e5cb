import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Customer } from '../support/bank';
import { balanceOf, fund, newCustomer } from '../support/bank';
import { verifyIdentity } from '../support/kyc';
import { latestCode } from '../support/session';
import { chooseOption, seriousViolations, signIn, typeCode } from '../support/ui';

/** Adds Brightwater Power & Light with the reference as printed on the bill, and the emailed code. */
async function addBiller(page: Page, customer: Customer): Promise<void> {
  await page.getByRole('button', { name: 'Add a Biller' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a biller' });
  await chooseOption(page, 'Biller', /Brightwater Power & Light/);
  await dialog.getByLabel('Account number').fill('12345');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(
    dialog.getByText(/10 digits, at the top right of your electricity bill/),
  ).toBeVisible();
  await dialog.getByLabel('Account number').fill('4410 0233 78');
  const since = new Date(Date.now() - 1000);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await typeCode(
    page,
    await latestCode(customer.email, /Confirm the biller you are adding/, since),
  );
  await dialog.getByRole('button', { name: 'Add Biller' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Your billers' })).toContainText('•••• 3378');
}

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('bill pay', () => {
  test.setTimeout(180_000);

  test('a customer adds a biller, schedules a monthly bill that is sent and shows on the statement, and changes and cancels another before it goes', async ({
    page,
  }) => {
    const customer = await newCustomer('grace', 'hopper');
    await fund(customer, 50_000);
    await signIn(page, customer);
    await verifyIdentity(page);
    await page.goto('/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay bills' })).toBeVisible();
    await page.goto('/payments/bills');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousViolations(page)).toEqual([]);
    }
    await addBiller(page, customer);

    // A monthly bill whose first payment is today: scheduled, then sent at once.
    const form = page.getByRole('form', { name: 'Pay a bill' });
    await chooseOption(page, 'Pay to', /Brightwater Power & Light/);
    await chooseOption(page, 'From account', /•••• \d{4}/);
    await form.getByLabel(/Amount/).fill('84.20');
    await form.getByRole('radio', { name: 'Every month' }).check();
    await form.getByLabel(/First payment on/).fill(today());
    await form.getByLabel(/Number of payments/).fill('3');
    await form.getByRole('button', { name: 'Schedule Payment' }).click();
    await expect(
      page.getByText(/\$84\.20 to Brightwater Power & Light is scheduled for/),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const payments = page.getByRole('list', { name: 'Bill payments' });
    await expect(async () => {
      await page.reload();
      await expect(payments.getByText('Sent', { exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 60_000, intervals: [2000] });
    await expect(payments.getByText(/payment 2/)).toBeVisible();
    expect(await balanceOf(customer)).toBe(50_000 - 8_420);
    await page.goto('/transactions');
    await expect(page.getByText(/Bill payment to Brightwater Power & Light/).first()).toBeVisible();

    // Another on a later day: changed, then canceled before it goes.
    await page.goto('/payments/bills');
    await chooseOption(page, 'Pay to', /Brightwater Power & Light/);
    await chooseOption(page, 'From account', /•••• \d{4}/);
    await form.getByLabel(/Amount/).fill('20.00');
    await form.getByRole('radio', { name: 'On a date' }).check();
    await form.getByLabel(/Pay on/).fill(inDays(10));
    await form.getByRole('button', { name: 'Schedule Payment' }).click();
    await expect(
      page.getByText(/\$20\.00 to Brightwater Power & Light is scheduled for/),
    ).toBeVisible();
    const later = payments.getByRole('listitem', { name: new RegExp(inDays(10)) });
    await later.getByRole('button', { name: 'Change' }).click();
    const change = page.getByRole('dialog', { name: /Change the payment/ });
    await change.getByLabel('Amount').fill('25.00');
    await change.getByRole('button', { name: 'Save Changes' }).click();
    await expect(later.getByText('-$25.00')).toBeVisible();
    await later.getByRole('button', { name: 'Cancel Payment' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Payment' }).click();
    await expect(later.getByText('Canceled', { exact: true })).toBeVisible();
    expect(await balanceOf(customer)).toBe(50_000 - 8_420);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
