import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditRecord } from '@vaultline/contracts';
import { fill, ok, type RecordedRequest, renderPage, sent, stubApi } from '@vaultline/testing';
import { CUSTOMER_ID, makeAuditRecord, signInStaff, STAFF_ID } from '../../../test/fixtures';
import { AuditLogPage } from './audit-log-page';

/** 120 records, newest (highest id) first; pages of `limit` before `before`. */
const RECORDS: AuditRecord[] = Array.from({ length: 120 }, (_, index) =>
  makeAuditRecord(120 - index),
);

function audit({ params }: RecordedRequest) {
  const before = params.before ? Number(params.before) : Infinity;
  const items = RECORDS.filter((record) => Number(record.id) < before).slice(
    0,
    Number(params.limit),
  );
  const last = items.at(-1);
  return ok({ items, nextBefore: last && Number(last.id) > 1 ? last.id : null });
}

function renderAudit(routes: Parameters<typeof stubApi>[0] = {}) {
  signInStaff();
  const requests = stubApi({ 'GET /admin/audit': audit, ...routes });
  renderPage(<AuditLogPage />, { path: '/admin/audit' });
  return requests;
}

const records = () => screen.getByRole('table', { name: 'Audit records' });

describe('AuditLogPage', () => {
  it('lists when, who, action and target, newest first, and loads more with before', async () => {
    const requests = renderAudit();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 50 records, newest first')).toBeInTheDocument();
    const headers = within(records())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['When', 'Who', 'Action', 'Target', 'Details']);
    const first = within(records())
      .getByRole('button', { name: 'Show details of record 120' })
      .closest('tr') as HTMLElement;
    expect(within(first).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(first).getByText(`admin ${STAFF_ID}`)).toBeInTheDocument();
    expect(within(first).getByText('admin.user_update')).toBeInTheDocument();
    expect(within(first).getByText(CUSTOMER_ID)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 100 records, newest first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 120 records (all)')).toBeInTheDocument();
    expect(requests.map((request) => request.params.before)).toEqual([undefined, '71', '21']);
    expect(requests[0].params).toEqual({ limit: 50 });
  });

  it('expands a record to its before/after JSON, as text', async () => {
    renderAudit({
      'GET /admin/audit': ok({
        items: [
          makeAuditRecord(7, {
            before: { firstName: 'ada' },
            after: { firstName: 'Ada', note: '<b>bold</b>' },
            details: { reason: 'typo' },
          }),
        ],
        nextBefore: null,
      }),
    });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Show details of record 7' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const details = screen.getByRole('region', { name: 'Record 7' });
    expect(within(details).getByText(/"firstName": "ada"/)).toBeInTheDocument();
    expect(within(details).getByText(/"note": "<b>bold<\/b>"/)).toBeInTheDocument();
    expect(details.querySelector('b')).toBeNull();
    expect(within(details).getByText(/"reason": "typo"/)).toBeInTheDocument();
    expect(within(details).getByText(/hash hash7 · previous prev7/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide details of record 7' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('filters by staff member, user, action and dates, checking them first', async () => {
    const requests = renderAudit();
    const user = userEvent.setup();
    await screen.findByText('Showing 50 records, newest first');
    const form = screen.getByRole('search', { name: 'Filter the audit log' });
    await fill(user, within(form).getByRole('textbox', { name: 'Staff member id' }), 'not-an-id');
    await fill(user, within(form).getByRole('textbox', { name: 'Action' }), 'Bad Action');
    await fill(user, within(form).getByLabelText('From'), '2026-03-10');
    await fill(user, within(form).getByLabelText('To'), '2026-03-01');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(within(form).getByText(/Enter a full id/)).toBeInTheDocument();
    expect(within(form).getByText('Use an action like auth.sign_in')).toBeInTheDocument();
    expect(within(form).getByText('The end date is before the start date')).toBeInTheDocument();
    expect(sent(requests, 'GET', '/admin/audit')).toHaveLength(1);

    await user.clear(within(form).getByRole('textbox', { name: 'Staff member id' }));
    await fill(user, within(form).getByRole('textbox', { name: 'Staff member id' }), STAFF_ID);
    await fill(user, within(form).getByRole('textbox', { name: 'User id' }), CUSTOMER_ID);
    await user.clear(within(form).getByRole('textbox', { name: 'Action' }));
    await fill(
      user,
      within(form).getByRole('textbox', { name: 'Action' }),
      'admin.adjustment_create',
    );
    await user.clear(within(form).getByLabelText('To'));
    await fill(user, within(form).getByLabelText('To'), '2026-03-31');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(sent(requests, 'GET', '/admin/audit')).toHaveLength(2));
    expect(requests.at(-1)?.params).toEqual({
      actorId: STAFF_ID,
      userId: CUSTOMER_ID,
      action: 'admin.adjustment_create',
      from: '2026-03-10',
      to: '2026-03-31',
      limit: 50,
    });

    await user.click(within(form).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(requests.at(-1)?.params).toEqual({ limit: 50 }));
    expect(within(form).getByRole('textbox', { name: 'User id' })).toHaveValue('');
  });

  it('says when nothing matches', async () => {
    renderAudit({ 'GET /admin/audit': ok({ items: [], nextBefore: null }) });
    expect(await screen.findByText('No audit records match these filters.')).toBeInTheDocument();
  });

  it('verifies the chain: intact with the record count, or where it breaks', async () => {
    let intact = true;
    renderAudit({
      'GET /admin/audit/verify': () =>
        ok({
          intact,
          records: intact ? 1234 : 812,
          brokenAtId: intact ? null : '813',
          checkedAt: '2026-03-10T10:00:00.000Z',
        }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Verify chain' }));
    const good = await screen.findByRole('status');
    expect(good).toHaveTextContent('Chain intact');
    expect(good).toHaveTextContent(/All 1,234 records verified/);
    intact = false;
    await user.click(screen.getByRole('button', { name: 'Verify chain' }));
    const bad = await screen.findByRole('alert');
    expect(bad).toHaveTextContent('Chain broken');
    expect(bad).toHaveTextContent(/breaks at record #813: 812 records checked/);
  });

  it('offers Retry when the log fails to load', async () => {
    let fail = true;
    renderAudit({ 'GET /admin/audit': (request) => (fail ? 'network-error' : audit(request)) });
    const user = userEvent.setup();
    expect(await screen.findByText("We couldn't load the audit log.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 50 records, newest first')).toBeInTheDocument();
  });
});
