import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { capitalizeName } from '@vaultline/session';
import { ok, renderPage, stubApi } from '@vaultline/testing';
import { AuditLogPage } from './features/audit/components/audit-log-page';
import { SupportViewPage } from './features/support/components/support-view-page';
import { AdminDashboardPage } from './features/users/components/admin-dashboard-page';
import { UserDetailsPage } from './features/users/components/user-details-page';
import {
  CUSTOMER_ID,
  makeAuditRecord,
  makeCard,
  makeCardActivity,
  makeSupportRequest,
  makeTransaction,
  makeUserDetail,
  makeUserRow,
  overview,
  signInStaff,
  transactionPage,
} from './test/fixtures';

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(2)</script>';

/** Nothing a customer wrote became markup: no injected element, no event handler attribute. */
function expectNoInjectedMarkup(container: HTMLElement) {
  expect(container.querySelector('img[src="x"]')).toBeNull();
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('[onerror]')).toBeNull();
}

describe('what customers wrote renders as text, never as markup', () => {
  it('in a name on the user list', async () => {
    signInStaff();
    stubApi({
      'GET /admin/overview': ok(overview),
      'GET /admin/users': ok({
        items: [makeUserRow(1, { firstName: IMG, lastName: SCRIPT, email: 'x@example.com' })],
        total: 1,
      }),
    });
    const { container } = renderPage(<AdminDashboardPage />, { path: '/admin' });
    const table = await screen.findByRole('table', { name: 'Users' });
    // Names are shown capitalised (spec), still as the literal text.
    expect(within(table).getByText(capitalizeName(`${IMG} ${SCRIPT}`))).toBeInTheDocument();
    expectNoInjectedMarkup(container);
  });

  it('in a name, a transaction description and a card merchant on the user page', async () => {
    signInStaff();
    stubApi({
      [`GET /admin/users/${CUSTOMER_ID}`]: ok(
        makeUserDetail({ user: { firstName: IMG, lastName: 'x', address: SCRIPT } }),
      ),
      [`GET /admin/users/${CUSTOMER_ID}/transactions`]: ok(
        transactionPage([makeTransaction(1, { description: IMG, category: SCRIPT })]),
      ),
      [`GET /admin/users/${CUSTOMER_ID}/cards`]: ok({
        cards: [makeCard(1, { nameOnCard: SCRIPT })],
        activity: [makeCardActivity(1, { merchantName: IMG })],
      }),
    });
    const { container } = renderPage(<UserDetailsPage />, {
      path: '/admin-user-details/:userId',
      url: `/admin-user-details/${CUSTOMER_ID}`,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: capitalizeName(`${IMG} x`) }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getByText(IMG)).toBeInTheDocument();
    expect(within(table).getByText(SCRIPT)).toBeInTheDocument();
    expect(screen.getByText(SCRIPT, { selector: 'dd' })).toBeInTheDocument();
    const cards = await screen.findByRole('region', { name: 'Debit cards' });
    expect(await within(cards).findByText(`${SCRIPT} · expires 08/29`)).toBeInTheDocument();
    expect(within(cards).getAllByText(IMG, { exact: false }).length).toBeGreaterThan(0);
    expectNoInjectedMarkup(container);
  });

  it('in a support message and subject', async () => {
    signInStaff();
    stubApi({
      'GET /admin/support': ok({
        items: [makeSupportRequest(1, { subject: SCRIPT, message: `Hello ${IMG}` })],
      }),
    });
    const { container } = renderPage(<SupportViewPage />, {
      path: '/admin-support-view/:userId',
      url: `/admin-support-view/${CUSTOMER_ID}`,
    });
    const card = await screen.findByRole('article', { name: SCRIPT });
    expect(within(card).getByText(`Hello ${IMG}`)).toBeInTheDocument();
    expectNoInjectedMarkup(container);
  });

  it('in audit before/after JSON', async () => {
    signInStaff();
    stubApi({
      'GET /admin/audit': ok({
        items: [makeAuditRecord(1, { after: { firstName: IMG }, details: SCRIPT })],
        nextBefore: null,
      }),
    });
    const user = userEvent.setup();
    const { container } = renderPage(<AuditLogPage />, { path: '/admin/audit' });
    await user.click(await screen.findByRole('button', { name: 'Show details of record 1' }));
    expect(screen.getByText(`"firstName": "${IMG}"`, { exact: false })).toBeInTheDocument();
    expectNoInjectedMarkup(container);
  });

  it('because no source file of this remote injects HTML', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !name.endsWith('.spec.tsx')) files.push(path);
      }
    };
    walk(__dirname);
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((file) =>
      /dangerouslySetInnerHTML|innerHTML\s*=/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
