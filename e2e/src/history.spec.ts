import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { fund, newCustomer } from '../support/bank';
import { signIn } from '../support/ui';

const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test.describe('history per account, filters in the address, CSV', () => {
  test('an account page lists its own lines; the dates survive a reload; the download holds what is shown', async ({
    page,
  }) => {
    const customer = await newCustomer();
    const opened = await customer.api.post('/api/accounts', {
      headers: { authorization: `Bearer ${customer.token}` },
      data: { type: 'savings', name: 'Rainy Day' },
    });
    const savings = (await opened.json()) as { id: string; number: string };
    await fund(customer, 20_000);
    await fund({ ...customer, accountId: savings.id }, 5_000);
    await signIn(page, customer);

    await page.goto(`/account-details/${savings.id}`);
    const history = page.getByRole('region', { name: 'Transactions' });
    await expect(history.getByText('Showing 1 of 1 transactions')).toBeVisible();
    await expect(history.getByText(`Rainy Day •••• ${savings.number.slice(-4)}`)).toBeVisible();
    await expect(history.getByText('+$50.00')).toBeVisible();

    await page.goto('/transactions');
    await expect(page.getByText('Showing 2 of 2 transactions')).toBeVisible();
    await page.getByLabel('From', { exact: true }).fill(yesterday);
    await page.getByLabel('To', { exact: true }).fill(today);
    await expect(page).toHaveURL(new RegExp(`from=${yesterday}&to=${today}`));
    await page.reload();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(yesterday);
    await expect(page.getByText('Showing 2 of 2 transactions')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await (await download).path();
    const rows = (await readFile(file, 'utf8')).trimEnd().split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.split(',').at(-1))).toEqual(['"Amount"', '50.00', '200.00']);

    await page.getByLabel('To', { exact: true }).fill(yesterday);
    await page.getByLabel('From', { exact: true }).fill(today);
    await expect(page.getByText('The start date must be on or before the end date')).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(yesterday);
  });
});

test.describe('signing out by hand', () => {
  test('signs out every tab of the portal', async ({ context }) => {
    const customer = await newCustomer();
    const first = await context.newPage();
    await signIn(first, customer);
    await first.goto('/dashboard');
    const second = await context.newPage();
    await second.goto('/transactions');
    await expect(second.getByRole('heading', { name: 'Transaction History' })).toBeVisible();
    await first.getByRole('button', { name: /open user menu/ }).click();
    await first.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(first).toHaveURL(/\/login/);
    await expect(second).toHaveURL(/\/login/);
  });
});
