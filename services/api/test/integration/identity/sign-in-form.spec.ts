import { call } from '../../support/http';
import type { CallOptions } from '../../support/http';
import { newCustomer, STRONG_PASSWORD } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

const FORM = 'application/x-www-form-urlencoded';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The drawn sign-in page's plain form, posted as a browser posts it (from the portal's own page). */
function postForm(
  t: TestApp,
  fields: Record<string, string>,
  options: Pick<CallOptions, 'device' | 'headers'> = {},
) {
  return call(t, 'POST', '/api/auth/sign-in/form', {
    raw: { contentType: FORM, payload: new URLSearchParams(fields).toString() },
    device: options.device,
    headers: { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin', ...options.headers },
  });
}

const cookieNamed = (setCookie: string[], name: string) =>
  setCookie.find((cookie) => cookie.startsWith(`${name}=`)) ?? '';

describe('sign-in from the drawn page’s plain form (before the app has arrived)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('signs a known browser in: the session’s cookies and a redirect to the dashboard', async () => {
    const customer = await newCustomer(t);
    const answer = await postForm(
      t,
      { email: ` ${customer.email} `, password: STRONG_PASSWORD, rememberMe: 'true' },
      { device: customer.deviceCookie },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/dashboard');
    expect(answer.refreshCookie).toMatch(/.{20,}/);
    expect(cookieNamed(answer.setCookie, 'vaultline_refresh')).toMatch(/Expires=/);
    expect(cookieNamed(answer.setCookie, 'vaultline_signed_in')).toMatch(/Path=\//);
    expect(cookieNamed(answer.setCookie, 'vaultline_drawn_page')).toMatch(
      /^vaultline_drawn_page=[0-9a-f.-]+;.*Path=\/dashboard;.*HttpOnly;.*SameSite=Strict/i,
    );
    // The cookie opens a session the JSON API knows: it refreshes into an access token.
    const refreshed = await call(t, 'POST', '/api/auth/refresh', { cookie: answer.refreshCookie });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user.email).toBe(customer.email);
  });

  it('sends a new browser back to the sign-in page at its second step', async () => {
    const customer = await newCustomer(t);
    const answer = await postForm(t, { email: customer.email, password: STRONG_PASSWORD });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toMatch(
      new RegExp(`^/login#sign-in=code&challenge=${UUID}&method=email$`),
    );
    expect(answer.refreshCookie).toBeUndefined();
  });

  it('sends a wrong password or empty fields back with the reason, and no session', async () => {
    const customer = await newCustomer(t);
    const wrong = await postForm(
      t,
      { email: customer.email, password: 'not the password' },
      { device: customer.deviceCookie },
    );
    expect(wrong.status).toBe(303);
    expect(wrong.headers.location).toBe('/login#sign-in=failed&code=AUTH_INVALID_CREDENTIALS');
    expect(wrong.refreshCookie).toBeUndefined();
    const empty = await postForm(t, { email: '', password: '' });
    expect(empty.headers.location).toBe('/login#sign-in=failed&code=VALIDATION_FAILED');
    expect(empty.setCookie).toEqual([]);
  });

  it('refuses the form posted from another site, and forms sent to any other route', async () => {
    const customer = await newCustomer(t);
    const fields = { email: customer.email, password: STRONG_PASSWORD };
    const crossSite = await postForm(t, fields, {
      device: customer.deviceCookie,
      headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.setCookie).toEqual([]);
    // The portal's pages send no referrer, so a browser names their form's origin "null": only its
    // own Sec-Fetch-Site can then say the form came from this origin.
    for (const [site, status] of [
      ['cross-site', 403],
      [undefined, 403],
      ['same-origin', 303],
    ] as const) {
      const headers: Record<string, string> = { origin: 'null' };
      if (site) headers['sec-fetch-site'] = site;
      const answer = await call(t, 'POST', '/api/auth/sign-in/form', {
        raw: { contentType: FORM, payload: new URLSearchParams(fields).toString() },
        device: customer.deviceCookie,
        headers,
      });
      expect({ site, status: answer.status }).toEqual({ site, status });
    }
    const toJsonRoute = await call(t, 'POST', '/api/auth/sign-in', {
      raw: { contentType: FORM, payload: new URLSearchParams(fields).toString() },
      device: customer.deviceCookie,
    });
    expect(toJsonRoute.status).toBe(415);
    const jsonToForm = await call(t, 'POST', '/api/auth/sign-in/form', {
      body: fields,
      device: customer.deviceCookie,
    });
    expect(jsonToForm.status).toBe(415);
    expect(jsonToForm.setCookie).toEqual([]);
  });
});
