import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { newCustomer } from '../support/bank';
import { demoAccount, latestMail, signInViaApi } from '../support/session';
import { seriousViolations, signIn } from '../support/ui';

const RECEIPT = Buffer.from('%PDF-1.4 the bakery receipt');
const SCREENSHOT = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('the card log'),
]);

/** Clicks a file's download button and answers the bytes the browser saved. */
async function downloaded(page: Page, name: string): Promise<Buffer> {
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const stream = await (await saving).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

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
    await customerPage
      .getByLabel('Attach a file')
      .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: RECEIPT });
    await expect(customerPage.getByText('receipt.pdf')).toBeVisible();
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
    expect((await downloaded(staffPage, `PDF, ${RECEIPT.length} bytes`)).equals(RECEIPT)).toBe(
      true,
    );
    await staffPage.getByRole('switch', { name: 'Internal note' }).check();
    await staffPage.getByRole('textbox', { name: /Internal note/ }).fill('Two authorisations.');
    await staffPage.getByRole('button', { name: 'Add note' }).click();
    await expect(staffPage.getByText('Two authorisations.')).toBeVisible();
    await staffPage.getByRole('switch', { name: 'Internal note' }).uncheck();
    await staffPage.getByRole('textbox', { name: 'Reply to the customer' }).fill('We refund one.');
    await staffPage
      .getByLabel('Attach a file')
      .setInputFiles({ name: 'log.png', mimeType: 'image/png', buffer: SCREENSHOT });
    await staffPage.getByRole('button', { name: 'Send reply' }).click();
    await expect(staffPage.getByText('Not read yet')).toBeVisible();

    await customerPage.reload();
    await expect(mine.getByText('1 new reply')).toBeVisible();
    await mine.getByText('Charged twice at the bakery').click();
    const conversation = customerPage.getByRole('list', { name: 'Conversation' });
    await expect(conversation.getByText('We refund one.')).toBeVisible();
    await expect(conversation.getByText('Two authorisations.')).toHaveCount(0);
    const image = `PNG image, ${SCREENSHOT.length} bytes`;
    expect((await downloaded(customerPage, image)).equals(SCREENSHOT)).toBe(true);
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
