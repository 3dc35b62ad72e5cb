import { expect, test } from '@playwright/test';
import { fund, newCustomer, ROUTING, startTransferViaApi, transferRequest } from '../support/bank';
import { latestCode } from '../support/session';
import { seriousViolations, signIn, typeCode } from '../support/ui';

test.describe('saved payees', () => {
  test('adds a payee with the emailed code and pays it twice without another code', async ({
    page,
  }) => {
    const [customer, payee] = [await newCustomer(), await newCustomer('dorothy', 'vaughan')];
    await fund(customer, 50_000);
    await signIn(page, customer);
    await page.goto('/payees');
    await expect(page.getByText(/No payees yet/)).toBeVisible();
    await page.getByRole('button', { name: 'Add Payee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a Payee' });
    await dialog.getByLabel(/Name on their account/).fill('Dorothy Vaughan');
    await dialog.getByLabel(/Account number/).fill(payee.accountNumber);
    await dialog.getByLabel(/Routing number/).fill(ROUTING);
    await dialog.getByLabel(/Nickname/).fill('Dot');
    const since = new Date(Date.now() - 1000);
    await dialog.getByRole('button', { name: 'Check and Email Code' }).click();
    await expect(dialog.getByText('The name matches the account holder.')).toBeVisible();
    await typeCode(page, await latestCode(customer.email, /new Vaultline payee/, since));
    await dialog.getByRole('button', { name: 'Save Payee' }).click();
    const row = page.getByRole('listitem', { name: 'Dot' });
    await expect(row.getByText('Name matches')).toBeVisible();
    await expect(row.getByText(/New: at most \$500\.00 per payment/)).toBeVisible();

    await row.getByRole('link', { name: 'Pay' }).click();
    await expect(page.getByLabel('Recipient Account Number')).toHaveValue(payee.accountNumber);
    await expect(page.getByLabel('Recipient Name')).toHaveValue('Dorothy Vaughan');

    for (const amountMinor of [1_500, 2_500]) {
      const sent = await startTransferViaApi(customer, payee, amountMinor, 'Rent share');
      expect(sent.outcome).toBe('completed');
    }
    const tooMuch = await customer.api.post('/api/transfers', {
      headers: {
        authorization: `Bearer ${customer.token}`,
        'idempotency-key': `e2e-${Date.now()}`,
      },
      data: transferRequest(customer, payee, 50_001),
    });
    expect((await tooMuch.json()).code).toBe('TRANSFERS_NEW_PAYEE_LIMIT');
  });

  for (const width of [1280, 375]) {
    test(`the payees page has no serious or critical axe violation at ${width} px`, async ({
      page,
    }) => {
      const customer = await newCustomer();
      await signIn(page, customer);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/payees');
      await expect(page.getByText(/No payees yet/)).toBeVisible();
      await page.getByRole('button', { name: 'Add Payee' }).click();
      await expect(page.getByRole('dialog', { name: 'Add a Payee' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
