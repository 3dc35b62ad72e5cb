import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { newCustomer } from '../support/bank';
import { demoAccount, latestMail, signInViaApi } from '../support/session';
import { seriousViolations, signIn } from '../support/ui';

test.describe('secure messages between a customer and the staff inbox', () => {
  test('a customer writes, staff reply from the inbox, the customer answers, staff close it', async ({
    browser,
  }) => {
    const customer = await newCustomer('mira', 'writer');
    const since = new Date();
    const customerPage = await (await browser.newContext()).newPage();
    await signIn(customerPage, customer);
    await customerPage.goto('/support');
    await customerPage.getByRole('combobox', { name: /Category/ }).click();
    await customerPage.getByRole('option', { name: 'Transaction Problems' }).click();
    await customerPage
      .getByRole('textbox', { name: /Subject/ })
      .fill('Charged twice at the bakery');
    await customerPage.getByRole('textbox', { name: /Message/ }).fill('I see two payments.');
    await customerPage.getByRole('button', { name: 'Submit Request' }).click();
    const mine = customerPage.getByRole('list', { name: 'Your support requests' });
    await expect(mine.getByText('Charged twice at the bakery')).toBeVisible();
    const acknowledged = await latestMail(customer.email, /We received your request/, since);
    expect(acknowledged.text).toContain('We aim to reply within 24 hours');

    const staffPage = await (await browser.newContext()).newPage();
    await signInViaApi(staffPage, demoAccount('admin'));
    await staffPage.goto('/admin/inbox');
    await staffPage.getByRole('link', { name: 'Charged twice at the bakery' }).click();
    await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText(
      'Charged twice at the bakery',
    );
    await staffPage.getByRole('switch', { name: 'Internal note' }).check();
    await staffPage.getByRole('textbox', { name: /Internal note/ }).fill('Two authorisations.');
    await staffPage.getByRole('button', { name: 'Add note' }).click();
    await expect(staffPage.getByText('Two authorisations.')).toBeVisible();
    await staffPage.getByRole('switch', { name: 'Internal note' }).uncheck();
    await staffPage.getByRole('textbox', { name: 'Reply to the customer' }).fill('We refund one.');
    await staffPage.getByRole('button', { name: 'Send reply' }).click();
    await expect(staffPage.getByText('Not read yet')).toBeVisible();

    await customerPage.reload();
    await expect(mine.getByText('1 new reply')).toBeVisible();
    await mine.getByText('Charged twice at the bakery').click();
    const conversation = customerPage.getByRole('list', { name: 'Conversation' });
    await expect(conversation.getByText('We refund one.')).toBeVisible();
    await expect(conversation.getByText('Two authorisations.')).toHaveCount(0);
    await customerPage.getByRole('textbox', { name: 'Your message' }).fill('Thank you!');
    await customerPage.getByRole('button', { name: 'Send' }).click();
    await expect(conversation.getByText('Thank you!')).toBeVisible();

    await staffPage.reload();
    await expect(staffPage.getByText('Read by the customer')).toBeVisible();
    await expect(staffPage.getByText('Thank you!')).toBeVisible();
    await staffPage.getByRole('button', { name: 'Close', exact: true }).click();
    await staffPage.getByRole('dialog').getByRole('button', { name: 'Close request' }).click();
    await customerPage.reload();
    await expect(customerPage.getByText(/This request is closed/)).toBeVisible();
  });
});

test.describe('accessibility of the service screens', () => {
  for (const width of [1280, 375]) {
    test(`finds no serious or critical axe violation at ${width} px`, async ({ browser }) => {
      const customer = await newCustomer();
      const created = await customer.api.post('/api/support', {
        headers: { authorization: `Bearer ${customer.token}` },
        data: { email: customer.email, category: 'other', subject: 'Axe', message: 'Checking.' },
      });
      const { id } = (await created.json()) as { id: string };
      const check = async (page: Page, paths: string[]) => {
        await page.setViewportSize({ width, height: 900 });
        for (const path of paths) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
          expect({ path, serious: await seriousViolations(page) }).toEqual({ path, serious: [] });
        }
      };
      const customerPage = await (await browser.newContext()).newPage();
      await signIn(customerPage, customer);
      await check(customerPage, ['/support', `/support/${id}`, '/transactions', '/privacy']);
      const staffPage = await (await browser.newContext()).newPage();
      await signInViaApi(staffPage, demoAccount('admin'));
      await check(staffPage, ['/admin/inbox', `/admin/inbox/${id}`]);
    });
  }
});
