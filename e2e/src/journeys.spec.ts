import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Customer } from '../support/bank';
import { balanceOf, fund, newCustomer, PASSWORD, PIN, startTransferViaApi } from '../support/bank';
import { latestCode, latestMail, signInViaApi } from '../support/session';
import { fillTransfer, seriousViolations, signIn, typeCode, typeCodeInto } from '../support/ui';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** A code that is not `code` (the real one), to type as a wrong one. */
const wrongFor = (code: string) => (code === '111111' ? '222222' : '111111');

async function startAwaitingTransfer(from: Customer, to: Customer, description: string) {
  const since = new Date(Date.now() - 1000);
  const started = await startTransferViaApi(from, to, 1_500, description);
  expect(started.outcome).toBe('awaiting_code');
  return { id: started.transfer?.id as string, since };
}

test.describe('every flow has a way forward', () => {
  test('after too many wrong transfer codes: Resend code gives a new one that works', async ({
    page,
  }) => {
    const [from, to] = [await newCustomer(), await newCustomer()];
    await fund(from, 20_000);
    await signIn(page, from);
    await fillTransfer(page, to, '12.00');
    await page.getByRole('button', { name: 'Next' }).click();
    const since = new Date(Date.now() - 1000);
    await page.getByLabel('Transfer PIN').fill(PIN);
    await page.getByRole('button', { name: 'Confirm Transfer' }).click();
    const wrong = wrongFor(await latestCode(from.email, /transfer code/, since));
    const spent = page.getByText('That code was tried too often');
    for (let attempt = 0; attempt < 6 && !(await spent.isVisible()); attempt += 1) {
      await typeCode(page, wrong);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    }
    await expect(spent).toBeVisible();
    const resent = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: 'Resend code' }).click();
    await typeCode(page, await latestCode(from.email, /transfer code/, resent));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Transfer Successful' })).toBeVisible();
    expect(await balanceOf(to)).toBe(1_200);
  });

  test('a transfer left at its code step is finished from its history line', async ({ page }) => {
    const [from, to] = [await newCustomer(), await newCustomer()];
    await fund(from, 20_000);
    const { since } = await startAwaitingTransfer(from, to, 'Finish me later');
    await signIn(page, from);
    await page.goto('/transactions');
    await page.getByRole('link', { name: 'Finish me later' }).first().click();
    const panel = page.getByRole('region', { name: 'Confirm this transfer' });
    await expect(panel).toBeVisible();
    await typeCode(page, await latestCode(from.email, /transfer code/, since));
    await panel.getByRole('button', { name: 'Verify' }).click();
    await expect(panel).toBeHidden();
    await expect(
      page.getByRole('list', { name: 'Transfer timeline' }).getByText('Completed'),
    ).toBeVisible();
    expect(await balanceOf(to)).toBe(1_500);
  });

  test('a scheduled transfer waiting for its code gets a new code from Recurring Payments', async ({
    page,
  }) => {
    const [from, to] = [await newCustomer(), await newCustomer()];
    await fund(from, 20_000);
    const started = await startTransferViaApi(from, to, 2_000, 'Rent', {
      type: 'scheduled',
      date: tomorrow(),
    });
    expect(started.outcome).toBe('awaiting_code');
    await signIn(page, from);
    await page.goto('/payments/recurring');
    await page.getByRole('button', { name: 'Verify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm scheduled transfer' });
    const resent = new Date(Date.now() - 1000);
    await dialog.getByRole('button', { name: 'Send a new code' }).click();
    await typeCode(page, await latestCode(from.email, /transfer code/, resent));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
  });

  test('changes the email with both codes; the old address is told, and its link cancels the change', async ({
    page,
  }) => {
    const customer = await newCustomer();
    const newEmail = `moved.${Date.now()}@example.com`;
    await signIn(page, customer);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Email Address' });
    await card.getByRole('button', { name: 'Change email' }).click();
    await card.getByLabel('New email address').fill(newEmail);
    await card.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    const since = new Date(Date.now() - 1000);
    await card.getByRole('button', { name: 'Send codes' }).click();
    // One code from the new address, one from the current: each box says which.
    await typeCodeInto(
      card.getByRole('group', { name: `Code sent to ${newEmail} (the new address)` }),
      await latestCode(newEmail, /Confirm your new Vaultline email/, since),
    );
    await typeCodeInto(
      card.getByRole('group', { name: `Code sent to ${customer.email} (your current address)` }),
      await latestCode(customer.email, /Confirm the change of your Vaultline email/, since),
    );
    await card.getByRole('button', { name: 'Verify' }).click();
    await expect(card.getByText(newEmail, { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Change email' })).toBeVisible();
    const notice = await latestMail(customer.email, /email is being changed/, since);
    expect(notice.text).toContain(newEmail);

    const changed = await latestMail(customer.email, /Your Vaultline email was changed/, since);
    const link = /http\S+\/email-change\/cancel#token=[A-Za-z0-9_-]+/.exec(changed.text)?.[0];
    expect(link, changed.text).toBeDefined();
    await page.goto(link as string);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cancel the email change' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/email-change\/cancel$/);
    await expect(page.getByText(/Everyone signed in to your account is signed out/)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel the email change' }).click();
    await expect(page.getByText(/The email change was cancelled/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose a new password' })).toBeVisible();

    // The old address signs in again (a new code: every browser was forgotten); every session ended.
    const me = await customer.api.get('/api/me', {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(me.status()).toBe(401);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login/);
    const again = await signInViaApi(page, { email: customer.email, password: PASSWORD });
    expect(again.user.email).toBe(customer.email);
    await page.goto(link as string);
    await page.getByRole('button', { name: 'Cancel the email change' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This link is not valid any more' }),
    ).toBeVisible();
  });
});

test.describe('idle sign-out across tabs', () => {
  test('warns a minute before; activity in one tab keeps both; the sign-out reaches both', async ({
    context,
  }) => {
    await context.clock.install();
    const customer = await newCustomer();
    const first = await context.newPage();
    await signIn(first, customer);
    await first.goto('/dashboard');
    const second = await context.newPage();
    await second.goto('/transactions');
    for (const tab of [first, second])
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();

    const warning = (tab: Page) => tab.getByRole('dialog', { name: 'Are you still there?' });
    await context.clock.runFor('09:02');
    await expect(warning(first)).toBeVisible();
    await expect(warning(second)).toBeVisible();
    await second.getByRole('button', { name: 'Stay signed in' }).click();
    await context.clock.runFor(2_000);
    await expect(warning(first)).toBeHidden();
    await expect(warning(second)).toBeHidden();

    await context.clock.runFor('10:05');
    await expect(first).toHaveURL(/\/login/);
    await expect(second).toHaveURL(/\/login/);
  });
});

test.describe('accessibility of the new journeys', () => {
  for (const width of [1280, 375]) {
    test(`finds no serious or critical axe violation at ${width} px`, async ({ page }) => {
      const [from, to] = [await newCustomer(), await newCustomer()];
      await fund(from, 20_000);
      const { id } = await startAwaitingTransfer(from, to, 'Axe check');
      await signIn(page, from);
      await page.setViewportSize({ width, height: 900 });
      const views: Array<[string, (page: Page) => Promise<void>]> = [
        [`/transfers/${id}`, async () => undefined],
        [
          '/profile',
          async (current) => {
            await current.getByRole('button', { name: 'Change email' }).click();
          },
        ],
        // The page the old address's link opens (a well-formed token: the explanation and its button).
        [`/email-change/cancel#token=${'a'.repeat(43)}`, async () => undefined],
      ];
      for (const [path, open] of views) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
        await open(page);
        expect({ path, serious: await seriousViolations(page) }).toEqual({
          path,
          serious: [],
        });
      }
    });
  }
});
