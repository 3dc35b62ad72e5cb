import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Customer } from '../support/bank';
import { balanceOf, newCustomer, transferViaApi } from '../support/bank';
import { checkPhotos } from '../support/check-photos';
import { verifyIdentity } from '../support/kyc';
import { demoAccount, signInViaApi } from '../support/session';
import { chooseOption, seriousViolations, signIn } from '../support/ui';

const CHECK_NUMBER = '2001';

/** Fills the deposit form as a person does, with this run's photos of the fixture check. */
async function depositCheck(page: Page, amount: string): Promise<void> {
  await page.goto('/deposit-check');
  await chooseOption(page, 'Deposit to', /Everyday Checking/);
  await page.getByLabel(/Amount/).fill(amount);
  await page.getByLabel(/Routing number/).fill('011000015');
  await page.getByLabel(/Account number/).fill('5566778899');
  await page.getByLabel(/Check number/).fill(CHECK_NUMBER);
  const photos = checkPhotos();
  await page.getByLabel('Add photo: Front of the check').setInputFiles(photos.front);
  await page.getByLabel('Add photo: Back of the check').setInputFiles(photos.back);
  await expect(page.getByRole('img', { name: 'Your photo: back of the check' })).toBeVisible();
  await page.getByRole('checkbox', { name: /I signed the back of the check/ }).check();
  await page.getByRole('button', { name: 'Deposit check' }).click();
}

/** No serious or critical axe finding on this page at 1280 and at 375 px. */
async function accessibleAtBothWidths(page: Page): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect({ width, violations: await seriousViolations(page) }).toEqual({ width, violations: [] });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Staff approve the customer's check on the back office's queue, after looking at both photos. */
async function approveAsStaff(staff: Page, customer: Customer): Promise<void> {
  await signInViaApi(staff, demoAccount('admin'));
  await staff.goto('/admin/check-deposits');
  await staff
    .getByRole('button', {
      name: new RegExp(`Open check #${CHECK_NUMBER} from ${customer.firstName}`),
    })
    .click();
  const dialog = staff.getByRole('dialog', { name: new RegExp(`Check #${CHECK_NUMBER} from`) });
  await expect(
    dialog.getByRole('img', { name: new RegExp(`Front of check #${CHECK_NUMBER}`) }),
  ).toBeVisible();
  await expect(
    dialog.getByRole('img', { name: new RegExp(`Back of check #${CHECK_NUMBER}`) }),
  ).toBeVisible();
  await expect(dialog.getByText('5566778899')).toBeVisible();
  await accessibleAtBothWidths(staff);
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
}

test.describe('mobile check deposit', () => {
  test.setTimeout(180_000);

  test('a customer deposits a photographed check, staff approve it, $225 is available the next business day and the rest after the hold', async ({
    page,
    browser,
  }) => {
    const customer = await newCustomer('annie', 'easley');
    await signIn(page, customer);
    await page.goto('/deposit-check');
    await expect(page.getByText('Depositing checks is not open to you yet')).toBeVisible();
    await verifyIdentity(page);
    await depositCheck(page, '400.00');
    await expect(
      page.getByText(/Check #2001 for \$400\.00 is deposited and waiting for review/),
    ).toBeVisible();
    const list = page.getByRole('list', { name: 'Deposited checks' });
    await expect(list.getByText('In review')).toBeVisible();
    await accessibleAtBothWidths(page);
    // The same check again (its MICR line and amount) is refused, and the form keeps what was typed.
    await page.getByRole('button', { name: 'Deposit another check' }).click();
    await depositCheck(page, '400.00');
    await expect(page.getByText(/This check was already deposited/)).toBeVisible();
    await expect(page.getByLabel(/Amount/)).toHaveValue('400.00');

    const staff = await (await browser.newContext()).newPage();
    await approveAsStaff(staff, customer);
    expect(await balanceOf(customer)).toBe(0);
    // A business day is 6 s here: $225 the next business day, the other $175 two business days after approval.
    await expect
      .poll(() => balanceOf(customer), { timeout: 30_000, intervals: [500] })
      .toBe(22_500);
    await expect
      .poll(() => balanceOf(customer), { timeout: 30_000, intervals: [500] })
      .toBe(40_000);
    await page.reload();
    await expect(list.getByText('Available', { exact: true })).toBeVisible();
    await page.goto('/transactions');
    await expect(page.getByText(/Mobile check deposit, check #2001/).first()).toBeVisible();
    const payee = await newCustomer('mary', 'jackson');
    await transferViaApi(customer, payee, 30_000, 'Rent');
    expect(await balanceOf(customer)).toBe(10_000);
  });
});
