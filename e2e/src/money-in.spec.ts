import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Customer } from '../support/bank';
import { balanceOf, newCustomer, transferViaApi } from '../support/bank';
import { verifyIdentity } from '../support/kyc';
import { latestCode } from '../support/session';
import { chooseOption, seriousViolations, signIn, typeCode } from '../support/ui';

/** Another bank's routing number (valid ABA check digit). */
const OTHER_BANK = '021000021';

/** Links an account ending in `accountNumber` with the emailed code; answers the row's name. */
async function linkAccount(page: Page, customer: Customer, accountNumber: string): Promise<string> {
  await page.goto('/linked-accounts');
  await page.getByRole('button', { name: 'Link an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link an account' });
  await dialog.getByLabel('Routing number').fill(OTHER_BANK);
  await dialog.getByLabel('Account number').fill(accountNumber);
  await dialog.getByLabel('Account holder name').fill('Katherine Johnson');
  const since = new Date(Date.now() - 1000);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await typeCode(
    page,
    await latestCode(customer.email, /Confirm the account you are linking/, since),
  );
  await dialog.getByRole('button', { name: 'Link Account' }).click();
  const name = `Checking •••• ${accountNumber.slice(-4)}`;
  await expect(page.getByRole('listitem', { name }).getByText('Awaiting deposits')).toBeVisible();
  return name;
}

/** Reads the two micro-deposits on the demo bank's statement and types them back. */
async function verifyLink(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Verify your account' });
  const amounts: string[] = [];
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: `Verify ${name}` }).click();
    await dialog.getByRole('button', { name: /statement \(demo bank\)/ }).click();
    const statement = dialog.getByRole('region', { name: /statement \(demo bank\)/ });
    const credits = await statement.getByText(/^\+\$0\.\d\d$/).allTextContents();
    expect(credits).toHaveLength(2);
    amounts.splice(0, 2, ...credits.map((credit) => credit.slice(2)));
  }).toPass({ timeout: 30_000, intervals: [2000] });
  await dialog.getByLabel(/First deposit/).fill(amounts[0] as string);
  await dialog.getByLabel(/Second deposit/).fill(amounts[1] as string);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByRole('listitem', { name }).getByText('Verified', { exact: true }),
  ).toBeVisible();
}

/** Adds money from the linked account on the Move money page. */
async function addMoney(page: Page, name: string, amount: string): Promise<void> {
  await page.goto('/add-money');
  await chooseOption(page, 'Linked account', new RegExp(name.replace(/[•]/g, '.')));
  await chooseOption(page, 'Your Vaultline account', /•••• \d{4}/);
  await page.getByLabel(/Amount/).fill(amount);
  await page.getByRole('button', { name: 'Add money' }).click();
}

test.describe('money in from another bank', () => {
  test.setTimeout(180_000);

  test('a new customer verifies, links and verifies an account, adds $250, sees it held, then available, and spends it', async ({
    page,
  }) => {
    const customer = await newCustomer('katherine', 'johnson');
    await signIn(page, customer);
    await page.goto('/linked-accounts');
    await expect(page.getByRole('link', { name: 'Verify your identity' })).toBeVisible();
    await verifyIdentity(page);
    const name = await linkAccount(page, customer, '4455667788');
    expect(await seriousViolations(page)).toEqual([]);
    await verifyLink(page, name);
    await addMoney(page, name, '250.00');
    await expect(page.getByText(/\$250\.00 is coming in from •••• 7788/)).toBeVisible();
    const list = page.getByRole('list', { name: 'Transfers with other banks' });
    await expect(list.getByText('Pending')).toBeVisible();
    await expect(list.getByText(/On hold until/)).toBeVisible();
    expect(await balanceOf(customer)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await expect(async () => {
      await page.reload();
      await expect(list.getByText('Available', { exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 60_000, intervals: [2000] });
    expect(await balanceOf(customer)).toBe(25_000);
    const payee = await newCustomer('mary', 'jackson');
    await transferViaApi(customer, payee, 10_000, 'Rent');
    expect(await balanceOf(customer)).toBe(15_000);
  });

  test('a pull the other bank returns after it was spent takes the balance below zero, and the portal says so', async ({
    page,
  }) => {
    const customer = await newCustomer('dorothy', 'vaughan');
    await signIn(page, customer);
    await verifyIdentity(page);
    const name = await linkAccount(page, customer, '3300110001');
    await verifyLink(page, name);
    const payee = await newCustomer('mary', 'jackson');
    await addMoney(page, name, '250.00');
    await expect(page.getByText(/is coming in from/)).toBeVisible();
    // Available after two business days (12 s here); the return arrives a business day later.
    await expect
      .poll(() => balanceOf(customer), { timeout: 60_000, intervals: [250] })
      .toBe(25_000);
    await transferViaApi(customer, payee, 20_000, 'Rent');
    await expect
      .poll(() => balanceOf(customer), { timeout: 60_000, intervals: [1000] })
      .toBe(-20_000);
    await page.goto('/dashboard');
    await expect(page.getByText(/below zero because money you added was returned/)).toBeVisible();
    await page.goto('/add-money');
    await expect(page.getByText(/Insufficient funds \(R01\)/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
