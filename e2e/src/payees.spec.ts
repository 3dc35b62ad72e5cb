import { expect, test } from '@playwright/test';
import type { Customer } from '../support/bank';
import {
  balanceOf,
  fund,
  newCustomer,
  PIN,
  ROUTING,
  startTransferViaApi,
  transferRequest,
} from '../support/bank';
import { latestCode } from '../support/session';
import { chooseOption, seriousViolations, signIn, typeCode } from '../support/ui';

/** A time as the portal shows it in a time zone: the en-CA date and the 24-hour time. */
function localDateTime(iso: string, timeZone: string): string {
  const at = new Date(iso);
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  const time = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${date} ${time}`;
}

/** Adds `payee` to the customer's payees through the API (its emailed code); answers the payee's id. */
async function addPayeeViaApi(customer: Customer, payee: Customer): Promise<string> {
  const headers = { authorization: `Bearer ${customer.token}` };
  const since = new Date(Date.now() - 1000);
  const started = await customer.api.post('/api/payees', {
    headers,
    data: {
      name: `${payee.firstName} ${payee.lastName}`,
      accountNumber: payee.accountNumber,
      routingNumber: ROUTING,
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const code = await latestCode(customer.email, /new Vaultline payee/, since);
  const saved = await customer.api.post('/api/payees/confirm', { headers, data: { code } });
  expect(saved.ok(), await saved.text()).toBe(true);
  return ((await saved.json()) as { id: string }).id;
}

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
    await expect(
      row.getByText(/New to you: they can receive \$500\.00 more from you until/),
    ).toBeVisible();

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

  test.describe('in the customer’s own time zone', () => {
    const timeZone = 'America/New_York';
    test.use({ timezoneId: timeZone });

    test("shows a new payee's first-window limit with when it ends, and a transfer over it is refused with that", async ({
      page,
    }) => {
      const [customer, payee] = [await newCustomer(), await newCustomer('mae', 'jemison')];
      await fund(customer, 100_000);
      const payeeId = await addPayeeViaApi(customer, payee);
      expect((await startTransferViaApi(customer, payee, 12_000, 'Deposit')).outcome).toBe(
        'completed',
      );
      const listed = await customer.api.get('/api/payees', {
        headers: { authorization: `Bearer ${customer.token}` },
      });
      const { payees } = (await listed.json()) as {
        payees: Array<{ id: string; coolingUntil: string }>;
      };
      const until = localDateTime(
        payees.find((candidate) => candidate.id === payeeId)?.coolingUntil as string,
        timeZone,
      );

      await signIn(page, customer);
      await page.goto('/payees');
      const row = page.getByRole('listitem', { name: 'mae jemison' });
      await expect(
        row.getByText(`New to you: they can receive $380.00 more from you until ${until}.`),
      ).toBeVisible();

      await row.getByRole('link', { name: 'Pay' }).click();
      await expect(page.getByLabel('Recipient Account Number')).toHaveValue(payee.accountNumber);
      await chooseOption(page, 'Recipient Account Type', 'Checking');
      await page.getByRole('button', { name: 'Next' }).click();
      const notice = `This payee is new to you: until ${until} they can receive $380.00 more from you.`;
      await expect(page.getByText(notice)).toBeVisible();
      await page.getByLabel('Amount').fill('400');
      await expect(page.getByText(`${notice} This amount is more than that.`)).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Transfer PIN').fill(PIN);
      await page.getByRole('button', { name: 'Confirm Transfer' }).click();
      await expect(page.getByRole('heading', { name: 'Transfer Failed' })).toBeVisible();
      await expect(
        page.getByText(
          `This recipient is new to you: until ${until} they can receive at most $500.00 from you in total, and $380.00 of it is left.`,
        ),
      ).toBeVisible();
      expect(await balanceOf(customer)).toBe(100_000 - 12_000);
    });
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
