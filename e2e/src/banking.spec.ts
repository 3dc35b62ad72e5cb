import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import {
  balanceOf,
  fund,
  newCustomer,
  PASSWORD,
  PIN,
  ROUTING,
  setBankSettings,
  transferViaApi,
} from '../support/bank';
import { latestCode } from '../support/session';
import { chooseOption, fillTransfer, signIn, typeCode } from '../support/ui';

/** Presses Tab until the focused control's name starts with `name` (at most 25 times). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      const labelled = element?.id
        ? document.querySelector(`label[for="${element.id}"]`)?.textContent
        : null;
      return (element?.getAttribute('aria-label') ?? labelled ?? element?.textContent ?? '').trim();
    });
    if (focused.startsWith(name)) return;
  }
  throw new Error(`Could not reach "${name}" with the Tab key`);
}

test.describe('customer banking', () => {
  test('moves money between two customers: the sender confirms with the emailed code, both balances change by exactly the amount', async ({
    page,
  }) => {
    const [from, to] = [await newCustomer('ada', 'lovelace'), await newCustomer('alan', 'turing')];
    await fund(from, 90_000);
    await signIn(page, from);
    await fillTransfer(page, to, '123.45');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Review & Confirm' })).toBeVisible();
    const since = new Date(Date.now() - 1000);
    await page.getByLabel('Transfer PIN').fill(PIN);
    await page.getByRole('button', { name: 'Confirm Transfer' }).click();
    await expect(page.getByRole('heading', { name: 'Transfer Verification' })).toBeVisible();
    await typeCode(page, await latestCode(from.email, /transfer code/, since));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Transfer Successful' })).toBeVisible();
    expect(await balanceOf(from)).toBe(90_000 - 12_345);
    expect(await balanceOf(to)).toBe(12_345);

    // Make Another Transfer starts over with the numbers as they are now, without a reload: the
    // new balance in the account list and the daily allowance less what was just sent.
    await page.getByRole('button', { name: 'Make Another Transfer' }).click();
    await page.getByRole('combobox', { name: 'From Account' }).click();
    await expect(
      page.getByRole('option', { name: /Everyday Checking .* \$776\.55$/ }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    // A known recipient needs no code the second time.
    await fillTransfer(page, to, '1.00', { here: true });
    await expect(page.getByText('$9,876.55 left today')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Transfer PIN').fill(PIN);
    await page.getByRole('button', { name: 'Confirm Transfer' }).click();
    await expect(page.getByRole('heading', { name: 'Transfer Successful' })).toBeVisible();
    expect(await balanceOf(to)).toBe(12_445);
  });

  test('blocks a transfer over the balance at step 2', async ({ page }) => {
    const [from, to] = [await newCustomer(), await newCustomer()];
    await fund(from, 5_000);
    await signIn(page, from);
    await fillTransfer(page, to, '50.01');
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByLabel('Amount').fill('50.00');
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  test('answers a wrong PIN with "Incorrect PIN" from the server and stays on the review step', async ({
    page,
  }) => {
    const [from, to] = [await newCustomer(), await newCustomer()];
    await fund(from, 5_000);
    await signIn(page, from);
    await fillTransfer(page, to, '10');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Transfer PIN').fill('0000');
    await page.getByRole('button', { name: 'Confirm Transfer' }).click();
    await expect(page.getByText('Incorrect PIN').first()).toBeVisible();
    await expect(page.getByText('The PIN you entered is not correct.').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Review & Confirm' })).toBeVisible();
    expect(await balanceOf(from)).toBe(5_000);
  });

  test('shows Under Review with the bank’s review time when a transfer is held', async ({
    page,
  }) => {
    const [from, to] = [await newCustomer(), await newCustomer()];
    await fund(from, 50_000);
    await setBankSettings({ reviewThresholdMinor: 10_000, reviewTime: '1 business day' });
    try {
      await transferViaApi(from, to, 100, 'makes the recipient known');
      await signIn(page, from);
      await fillTransfer(page, to, '150');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Transfer PIN').fill(PIN);
      await page.getByRole('button', { name: 'Confirm Transfer' }).click();
      await expect(page.getByRole('heading', { name: 'Transaction Under Review' })).toBeVisible();
      await expect(page.getByText('1 business day').first()).toBeVisible();
      expect(await balanceOf(from)).toBe(50_000 - 100 - 15_000);
      expect(await balanceOf(to)).toBe(100);
    } finally {
      await setBankSettings({ reviewThresholdMinor: 1_000_000, reviewTime: '24 hours' });
    }
  });

  test('searches, filters, sorts and pages the transaction history', async ({ page }) => {
    const [from, to] = [await newCustomer(), await newCustomer()];
    await fund(from, 90_000);
    for (let i = 1; i <= 22; i += 1)
      await transferViaApi(from, to, 100 * i, i % 5 === 0 ? `Coffee beans ${i}` : `Groceries ${i}`);
    await signIn(page, from);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/transactions');
    await expect(page.getByRole('heading', { name: 'Transaction History' })).toBeVisible();
    const rows = page.getByRole('table', { name: 'Transactions' }).getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    await page.getByPlaceholder('Search transactions...').fill('coffee');
    await expect(rows).toHaveCount(1 + 4);
    await page.getByPlaceholder('Search transactions...').fill('');
    await chooseOption(page, 'Type', 'Credit');
    await expect(rows).toHaveCount(1 + 1);
    await chooseOption(page, 'Type', 'All Types');
    await chooseOption(page, 'Sort by', /Amount/);
    await expect(rows.nth(1)).toContainText('$900.00');
    await expect(rows.nth(2)).toContainText('$22.00');
    const before = await rows.count();
    const loadMore = page.getByRole('button', { name: 'Load more' });
    if (await loadMore.isVisible()) {
      await loadMore.click();
      await expect.poll(() => rows.count()).toBeGreaterThan(before);
    }
    await expect(page.getByText('Opening deposit')).toBeVisible();
  });

  test('opens a transfer from its history line: details, status, a title and focus on the new page', async ({
    page,
  }) => {
    const [from, to] = [await newCustomer(), await newCustomer()];
    await fund(from, 10_000);
    await transferViaApi(from, to, 1_250, 'Rent for April');
    await signIn(page, from);
    await page.goto('/transactions');
    await expect(page).toHaveTitle('Transaction History · Vaultline');
    await page.getByRole('link', { name: 'Rent for April' }).first().click();
    const heading = page.getByRole('heading', { level: 1, name: 'Transfer Details' });
    await expect(heading).toBeVisible();
    await expect(page).toHaveTitle('Transfer Details · Vaultline');
    await expect(heading).toBeFocused();
    await expect(page.getByText('$12.50')).toBeVisible();
    await expect(page.getByText(/^Completed/).first()).toBeVisible();
  });

  test('follows a returned transfer: its timeline gives the reason; the money is back', async ({
    page,
  }) => {
    const from = await newCustomer();
    await fund(from, 10_000);
    const closedAccount = {
      accountNumber: '555120000',
      routingNumber: '021000021',
      name: 'Old Co',
    };
    const id = await transferViaApi(from, closedAccount, 2_000, 'To a closed account');
    await expect.poll(() => balanceOf(from), { timeout: 30_000 }).toBe(10_000);
    await signIn(page, from);
    await page.goto(`/transfers/${id}`);
    const timeline = page.getByRole('list', { name: 'Transfer timeline' });
    await expect(timeline.getByRole('listitem')).toHaveText([
      /^Started · /,
      /^Sent to the other bank/,
      /^Returned by the receiving bank · .*no open account with this number/,
    ]);
    await expect(page.getByText('Failed', { exact: true })).toBeVisible();
  });

  test('edits the profile and keeps it on the server', async ({ page }) => {
    const customer = await newCustomer();
    await signIn(page, customer);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('textbox', { name: 'Mobile Number' }).fill('+1 555 010 2030');
    await page.getByRole('textbox', { name: 'Address' }).fill('1 Main Street, Springfield');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await page.reload();
    await expect(page.getByText('+1 555 010 2030')).toBeVisible();
    await expect(page.getByText('1 Main Street, Springfield')).toBeVisible();
  });

  test('resets the transfer PIN and the password from Settings', async ({ page }) => {
    const customer = await newCustomer();
    await signIn(page, customer);
    await page.goto('/settings');
    const pinCard = page.getByRole('region', { name: 'Reset Transfer PIN' });
    await pinCard.getByLabel(/^Current Password/).fill(PASSWORD);
    const since = new Date(Date.now() - 1000);
    await pinCard.getByRole('button', { name: 'Continue' }).click();
    // The password alone does not replace the PIN: the code we email does too.
    await expect(pinCard.getByRole('group', { name: 'Code from your email' })).toBeVisible();
    await typeCode(page, await latestCode(customer.email, /new Vaultline transfer PIN/, since));
    await pinCard.getByLabel('New PIN').fill('8642');
    await pinCard.getByLabel('Confirm PIN').fill('8642');
    await pinCard.getByRole('button', { name: 'Reset PIN' }).click();
    await expect(page.getByText('PIN reset was Successful.')).toBeVisible();

    await page.getByRole('tab', { name: 'Security' }).click();
    const passwordCard = page.getByRole('region', { name: 'Reset Password' });
    const newPassword = 'another long unusual passphrase';
    await passwordCard.getByLabel(/^Current Password/).fill(PASSWORD);
    await passwordCard.getByLabel(/^New Password/).fill(newPassword);
    await passwordCard.getByLabel(/^Confirm Password/).fill(newPassword);
    await passwordCard.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password Reset Successful.')).toBeVisible();
    const signIn2 = await page.request.post('/api/auth/sign-in', {
      data: { email: customer.email, password: newPassword },
    });
    expect(signIn2.status()).toBe(200);
  });

  test('sends a support request and lists it with its status', async ({ page }) => {
    const customer = await newCustomer();
    await signIn(page, customer);
    await page.goto('/support');
    const submit = page.getByRole('button', { name: 'Submit Request' });
    await expect(submit).toBeDisabled();
    await chooseOption(page, 'Category', 'Account Issues');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Statement question');
    await page.getByRole('textbox', { name: 'Message' }).fill('Where can I download my statement?');
    await submit.click();
    await expect(page.getByText('Support Request Submitted')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Your support requests' }).getByText('Statement question'),
    ).toBeVisible();
  });

  test('runs the transfer flow with the keyboard alone', async ({ page }) => {
    const [from, to] = [await newCustomer(), await newCustomer()];
    await fund(from, 10_000);
    await transferViaApi(from, to, 100, 'known recipient');
    await signIn(page, from);
    await page.goto('/transfer');
    await expect(page.getByRole('heading', { name: 'Select Accounts' })).toBeVisible();
    await page.getByRole('combobox', { name: 'From Account' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    for (const value of [`${to.firstName} ${to.lastName}`, to.accountNumber, ROUTING]) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(value);
    }
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Transfer Details' })).toBeVisible();
    await tabTo(page, 'Amount');
    await page.keyboard.type('2.50');
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Review & Confirm' })).toBeVisible();
    await tabTo(page, 'Transfer PIN');
    await page.keyboard.type(PIN);
    await tabTo(page, 'Confirm Transfer');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Transfer Successful' })).toBeVisible();
    expect(await balanceOf(to)).toBe(350);
  });
});

test.describe('accessibility', () => {
  const pages = [
    '/dashboard',
    '/accounts',
    '/create-account',
    '/transfer',
    '/transactions',
    '/profile',
    '/settings',
    '/support',
    '/faq',
    '/payments/recurring',
    '/payments/bills',
    '/deposit-check',
    '/cards/manage',
    '/cards/request',
    '/cards/limits',
    '/disputes',
  ];

  for (const width of [1280, 375]) {
    test(`finds no serious or critical axe violation on the customer pages at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const customer = await newCustomer();
      await fund(customer, 10_000);
      await signIn(page, customer);
      await page.setViewportSize({ width, height: 900 });
      const detail = `/account-details/${customer.accountId}`;
      for (const path of [...pages, detail]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter(
          (violation) => violation.impact === 'serious' || violation.impact === 'critical',
        );
        expect({
          path,
          violations: serious.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`,
          ),
        }).toEqual({ path, violations: [] });
      }
    });
  }
});
