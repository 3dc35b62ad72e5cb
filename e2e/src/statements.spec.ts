import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { fund, newCustomer, transferViaApi } from '../support/bank';
import { seriousViolations, signIn } from '../support/ui';

const today = () => new Date().toISOString().slice(0, 10);

test.describe('statements', () => {
  test('downloads a statement as PDF and as CSV, and both read back with the ledger’s figures', async ({
    page,
  }) => {
    const [customer, payee] = [await newCustomer('katherine', 'johnson'), await newCustomer()];
    await fund(customer, 12_345);
    await transferViaApi(customer, payee, 2_345, 'Books');
    await signIn(page, customer);
    await page.goto(`/account-details/${customer.accountId}`);
    await page.getByRole('link', { name: 'Statements' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
    await expect(page.getByText(/No monthly statements yet/)).toBeVisible();
    const range = page.getByRole('region', { name: 'Statement for Any Dates' });
    await expect(range.getByLabel('To')).toHaveValue(today());

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      range.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^vaultline-statement-\d{4}-.*\.pdf$/);
    const text = execFileSync('pdftotext', ['-layout', await pdf.path(), '-']).toString();
    expect(text).toContain('Routing number 123456780');
    expect(text).toContain('Account holder: katherine johnson');
    expect(text).toMatch(/Opening deposit\s+\$123\.45\s+\$123\.45/);
    expect(text).toMatch(/Closing balance\s+\$100\.00/);
    expect(text).toContain('Page 1 of 1');

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      range.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const rows = readFileSync(await csv.path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    // Every text cell quoted (formula injection); amounts unquoted, numbers a spreadsheet sums.
    expect(rows[0]).toBe('"Date (UTC)","Time (UTC)","Description","Amount","Balance"');
    expect(rows.slice(1).map((row) => row.split(',').slice(-2).join(' '))).toEqual([
      '123.45 123.45',
      '-23.45 100.00',
    ]);
  });

  for (const width of [1280, 375]) {
    test(`the statements page has no serious or critical axe violation at ${width} px`, async ({
      page,
    }) => {
      const customer = await newCustomer();
      await signIn(page, customer);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/account-details/${customer.accountId}/statements`);
      await expect(page.getByText(/No monthly statements yet/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
