import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { InsightsSchema, type InsightsMonth } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import type { Customer } from '../support/bank';
import { fund, newCustomer, transferViaApi } from '../support/bank';
import { seriousViolations, signIn } from '../support/ui';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-06" → "June 2026", as the page names months. */
function monthLabel(month: string): string {
  return MONTH.format(new Date(`${month}-01T00:00:00Z`));
}

/** The months the API answers for the customer (what the page must show). */
async function insightsOf(customer: Customer, months: number): Promise<InsightsMonth[]> {
  const response = await customer.api.get(`/api/insights?months=${months}`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(response.ok()).toBe(true);
  return InsightsSchema.parse(await response.json()).months;
}

/** A table's rows below its header, as the cells' text. */
async function bodyRows(table: Locator): Promise<string[][]> {
  const rows = await table.locator('tbody tr').all();
  return Promise.all(rows.map((row) => row.locator('th, td').allInnerTexts()));
}

/** A chart has been drawn into its svg (the charts load as a chunk of their own). */
async function chartDrawn(page: Page, region: Locator) {
  await expect(region.locator('svg.MuiChartsSvgLayer-root').first()).toBeVisible();
  await expect(page.getByText('The chart could not be drawn')).toHaveCount(0);
}

test.describe('spending insights', () => {
  test('the dashboard sums this month, and /insights draws the months with tables of the API’s figures', async ({
    page,
  }) => {
    const [customer, friend] = [await newCustomer('mary', 'jackson'), await newCustomer()];
    await fund(customer, 50_000);
    await transferViaApi(customer, friend, 12_345, 'Dinner');
    const [thisMonth] = await insightsOf(customer, 1);
    expect(thisMonth).toMatchObject({ incomeMinor: 50_000, spendingMinor: 12_345 });

    await signIn(page, customer);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'This month' });
    const summary = card.getByRole('table', {
      name: new RegExp(`^${monthLabel(thisMonth.month)}`),
    });
    await expect(summary).toBeVisible();
    expect((await bodyRows(summary)).slice(0, 2)).toEqual([
      ['Income', formatUsd(thisMonth.incomeMinor)],
      ['Spending', formatUsd(thisMonth.spendingMinor)],
    ]);
    await chartDrawn(page, card);

    await card.getByRole('link', { name: 'See insights' }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Spending insights' })).toBeVisible();
    const months = await insightsOf(customer, 6);
    const trend = page.getByRole('region', { name: 'Income vs spending' });
    await chartDrawn(page, trend);
    await trend.getByRole('button', { name: 'Show as table' }).click();
    const monthsTable = trend.getByRole('table', { name: /^Income and spending per month/ });
    await expect(monthsTable).toBeVisible();
    expect(await bodyRows(monthsTable)).toEqual(
      months.map((month) => [
        monthLabel(month.month),
        formatUsd(month.incomeMinor),
        formatUsd(month.spendingMinor),
      ]),
    );

    const categories = page.getByRole('region', { name: 'Spending by category' });
    await chartDrawn(page, categories);
    await categories.getByRole('button', { name: 'Show as table' }).click();
    const categoryTable = categories.getByRole('table', {
      name: `Spending by category, ${monthLabel(thisMonth.month)}`,
    });
    await expect(categoryTable).toBeVisible();
    expect(await bodyRows(categoryTable)).toEqual(
      thisMonth.byCategory.map((row) => [row.category, formatUsd(row.spendingMinor)]),
    );
  });

  for (const width of [1280, 375]) {
    test(`insights and the security settings have no serious or critical axe violation at ${width} px`, async ({
      page,
    }) => {
      const customer = await newCustomer();
      await fund(customer, 10_000);
      await signIn(page, customer);
      await page.setViewportSize({ width, height: 900 });
      for (const [path, ready] of [
        ['/insights', page.getByRole('region', { name: 'Spending by category' })],
        ['/settings?tab=security', page.getByRole('list', { name: 'Sign-ins' })],
      ] as const) {
        await page.goto(path);
        await expect(ready).toBeVisible();
        await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
        expect({ path, serious: await seriousViolations(page) }).toEqual({ path, serious: [] });
      }
    });
  }
});
