import { expect, test } from '@playwright/test';
import { fund, newCustomer, transferViaApi } from '../support/bank';
import { latestMail } from '../support/session';
import { seriousViolations, signIn } from '../support/ui';

interface CaughtMail {
  subject: string;
  to: Array<{ address: string }>;
  time: string;
}

/** How many mails to `email` with a matching subject the mail catcher holds since `after`. */
async function mailCount(email: string, subject: RegExp, after: Date): Promise<number> {
  const response = await fetch(`${process.env.E2E_MAIL_URL}/api/email`);
  const mails = (await response.json()) as CaughtMail[];
  return mails.filter(
    (mail) =>
      mail.to.some((to) => to.address === email) &&
      subject.test(mail.subject) &&
      new Date(mail.time) >= after,
  ).length;
}

test.describe('notifications', () => {
  test('a transfer is emailed to both customers, counted on the bell and listed', async ({
    page,
  }) => {
    const [from, to] = [
      await newCustomer('katherine', 'johnson'),
      await newCustomer('dorothy', 'vaughan'),
    ];
    await fund(from, 50_00);
    const since = new Date(Date.now() - 1000);
    // The first goes after its emailed code; the second, to a known recipient, at once (a batch).
    await transferViaApi(from, to, 12_34, 'Lunch');
    await transferViaApi(from, to, 5_00, 'Coffee');
    const received = await latestMail(to.email, /You received money/, since);
    expect(received.text).toMatch(/Katherine Johnson sent you \$(12\.34|5\.00)\./);
    const sent = await latestMail(from.email, /Your Vaultline transfer was sent/, since);
    expect(sent.text).toMatch(/You sent \$(12\.34|5\.00) to Dorothy Vaughan\./);
    await expect.poll(() => mailCount(to.email, /You received money/, since)).toBe(2);

    // Two notices of money received, and one of this browser's sign-in (new to the account).
    await signIn(page, to);
    await page.goto('/dashboard');
    const bell = page.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(bell).toBeVisible();
    await bell.click();
    const latest = page.getByRole('list', { name: 'Latest notifications' });
    await expect(latest.getByText('Unread: Money received')).toHaveCount(2);
    await page.getByRole('button', { name: 'See all notifications' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Notifications' });
    await expect(list.getByText('Katherine Johnson sent you $12.34.')).toBeVisible();
    await expect(list.getByText('Katherine Johnson sent you $5.00.')).toBeVisible();
    await expect(list.getByRole('heading', { name: 'New sign-in to your account' })).toBeVisible();
    await expect(list.getByText('New', { exact: true })).toHaveCount(3);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
    await expect(list.getByText('New', { exact: true })).toHaveCount(0);
  });

  for (const width of [1280, 375]) {
    test(`the notification pages have no serious or critical axe violation at ${width} px`, async ({
      page,
    }) => {
      const customer = await newCustomer();
      // This sign-in is the browser's first to the account: its notice fills the list.
      await signIn(page, customer);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/notifications');
      await expect(
        page.getByRole('heading', { name: 'New sign-in to your account' }),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/settings/notifications');
      await expect(page.getByRole('switch', { name: /Email Notifications/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
