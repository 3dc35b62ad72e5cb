// The task a person on a phone came for, timed (npm run measure:first-visit): open /login, type the
// email and password as soon as the fields show, press Sign In, wait for the dashboard's balances.
// The person is a returning customer on their own phone: the browser passed a second factor for the
// account before (its vaultline_device cookie is all it keeps), its cache is empty and it is signed
// out. Timings are from the start of the navigation.

/** The sign-in code mailed to `email` (the bench mail server keeps the last one), polled. */
async function mailedCode(mail, email) {
  for (let tries = 0; tries < 500; tries += 1) {
    const code = await mail.signInCode(email);
    if (code) return code;
    await new Promise((done) => setTimeout(done, 20));
  }
  throw new Error(`No sign-in code reached the mail server for ${email}.`);
}

/** The known-device cookie a browser gets once it passed the emailed code for the account. */
export async function knownDeviceCookies(browser, base, customer, mail) {
  const context = await browser.newContext();
  try {
    const api = context.request;
    const first = await api.post(new URL('/api/auth/sign-in', base).href, { data: customer });
    const body = await first.json();
    if (body.status === 'code_required') {
      const code = await mailedCode(mail, customer.email);
      const data = { challengeId: body.challengeId, code };
      const done = await api.post(new URL('/api/auth/sign-in/code', base).href, { data });
      if (!done.ok()) throw new Error(`sign-in code: ${done.status()}`);
    } else if (!first.ok()) throw new Error(`sign-in: ${first.status()}`);
    return (await context.cookies()).filter((cookie) => cookie.name === 'vaultline_device');
  } finally {
    await context.close();
  }
}

/**
 * One run of the task in a fresh mobile context (throttled by `throttle(page)`): when the fields
 * showed, when Sign In first worked (Playwright's click waits until the button takes pointer
 * events), when the dashboard's address was reached and when a balance showed.
 */
export async function signInTask(browser, base, customer, deviceCookies, throttle) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  try {
    await context.addCookies(deviceCookies);
    const page = await context.newPage();
    await throttle(page);
    const started = Date.now();
    const since = () => Date.now() - started;
    await page.goto(new URL('/login', base).href, { waitUntil: 'commit' });
    const email = page.locator('input[name="email"]');
    await email.waitFor({ timeout: 60_000 });
    const fields = since();
    await email.fill(customer.email);
    await page.locator('input[name="password"]').fill(customer.password);
    await page.getByRole('button', { name: 'Sign In' }).click({ timeout: 60_000 });
    const signIn = since();
    await page.waitForURL('**/dashboard', { waitUntil: 'commit', timeout: 60_000 });
    const dashboard = since();
    // The Total Balance card's figure, drawn by the API or by the app.
    await page
      .locator('h2:text-is("Total Balance") ~ p')
      .filter({ hasText: /\$[\d,]+\.\d\d/ })
      .waitFor({ timeout: 60_000 });
    return { fields, signIn, dashboard, balances: since() };
  } finally {
    await context.close();
  }
}
