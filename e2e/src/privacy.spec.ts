import { expect, test } from '@playwright/test';
import { PORTAL_COOKIES } from '@vaultline/contracts';
import { newCustomer } from '../support/bank';
import { demoAccount, signInViaApi } from '../support/session';
import { signIn } from '../support/ui';

test.describe('the privacy policy’s cookies', () => {
  test('a visitor, a customer and a staff member get exactly the cookies the policy lists', async ({
    page,
    context,
  }) => {
    const seen = new Set<string>();
    const collect = async () =>
      (await context.cookies()).forEach((cookie) => seen.add(cookie.name));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await signIn(page, await newCustomer());
    await page.goto('/dashboard');
    // A customer's session cookies, the drawn dashboard's among them (signing out clears it).
    await collect();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page.getByRole('button', { name: /open user menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await signInViaApi(page, demoAccount('admin'));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await collect();
    expect([...seen].sort()).toEqual(PORTAL_COOKIES.map((cookie) => cookie.name).sort());

    await page.goto('/privacy');
    for (const cookie of PORTAL_COOKIES)
      await expect(page.getByText(cookie.name, { exact: true })).toBeVisible();
  });
});
