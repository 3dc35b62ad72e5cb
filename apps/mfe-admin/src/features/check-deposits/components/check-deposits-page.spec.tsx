import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCheckDeposit } from '@vaultline/contracts';
import { apiError, ok, renderPage, sent, stubApi, uuid } from '@vaultline/testing';
import { CUSTOMER_ID, OTHER_STAFF_ID, signInStaff, STAFF_ID } from '../../../test/fixtures';
import { CheckDepositsPage } from './check-deposits-page';

const DEPOSIT_ID = uuid(9101);
const URL_BASE = `/admin/check-deposits/${DEPOSIT_ID}`;

const deposit: AdminCheckDeposit = {
  id: DEPOSIT_ID,
  accountId: uuid(9102),
  amountMinor: 1_250_000,
  checkNumber: '123',
  micrRouting: '021000021',
  micrAccountLast4: '6789',
  status: 'in_review',
  staffNote: null,
  nextDayMinor: 0,
  nextDayAt: null,
  restAt: null,
  availableMinor: 0,
  returnReason: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  customer: { id: CUSTOMER_ID, name: 'Ada Lovelace', email: 'ada@example.com' },
  micrAccount: '123456789',
  approvalsNeeded: 2,
  firstApprover: null,
  decidedBy: null,
  decidedAt: null,
  front: { id: uuid(9103), width: 1600, height: 700, sha256: 'a'.repeat(64) },
  back: { id: uuid(9104), width: 1600, height: 700, sha256: 'b'.repeat(64) },
};

const photo = () => ok(new Blob(['jpeg'], { type: 'image/jpeg' }));

function renderQueue(routes: Parameters<typeof stubApi>[0]) {
  signInStaff();
  const requests = stubApi({
    [`GET ${URL_BASE}/images/front`]: photo,
    [`GET ${URL_BASE}/images/back`]: photo,
    ...routes,
  });
  renderPage(<CheckDepositsPage />, { path: '/admin/check-deposits' });
  return requests;
}

async function openDeposit() {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Open check #123 from Ada Lovelace' }),
  );
  return screen.getByRole('dialog', { name: 'Check #123 from Ada Lovelace' });
}

beforeEach(() => {
  let next = 0;
  URL.createObjectURL = jest.fn(() => `blob:check-${++next}`);
  URL.revokeObjectURL = jest.fn();
});

describe('CheckDepositsPage', () => {
  it('shows the in-review queue: customer, amount, check number and approvals given', async () => {
    const requests = renderQueue({
      'GET /admin/check-deposits': ok({
        deposits: [{ ...deposit, firstApprover: { id: OTHER_STAFF_ID, name: 'Alan Turing' } }],
      }),
    });
    const table = await screen.findByRole('table', { name: 'Check deposits' });
    expect(within(table).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(table).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(table).getByText('$12,500.00')).toBeInTheDocument();
    expect(within(table).getByText('#123')).toBeInTheDocument();
    expect(within(table).getByText('1 of 2')).toBeInTheDocument();
    expect(sent(requests, 'GET', '/admin/check-deposits')[0]?.params).toEqual({
      status: 'in_review',
    });
  });

  it('asks for every deposit when the filter is All, and says when none match', async () => {
    const requests = renderQueue({ 'GET /admin/check-deposits': ok({ deposits: [] }) });
    expect(await screen.findByText('No check deposits with this status.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'All, newest first' }));
    await waitFor(() => expect(sent(requests, 'GET', '/admin/check-deposits')).toHaveLength(2));
    expect(sent(requests, 'GET', '/admin/check-deposits')[1]?.params).toEqual({});
  });

  it('shows both photos and what the customer typed, and revokes the photos on close', async () => {
    renderQueue({ 'GET /admin/check-deposits': ok({ deposits: [deposit] }) });
    const dialog = await openDeposit();
    expect(await within(dialog).findByAltText('Front of check #123')).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:check-/),
    );
    expect(await within(dialog).findByAltText('Back of check #123')).toBeInTheDocument();
    expect(within(dialog).getByText('021000021')).toBeInTheDocument();
    expect(within(dialog).getByText('123456789')).toBeInTheDocument();
    expect(within(dialog).getByText('$12,500.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2));
  });

  it('gives the second approval, shows the refusal of the same approver', async () => {
    const firstByMe = { ...deposit, firstApprover: { id: STAFF_ID, name: 'Grace Hopper' } };
    const requests = renderQueue({
      'GET /admin/check-deposits': ok({ deposits: [firstByMe] }),
      [`POST ${URL_BASE}/approve`]: apiError(
        409,
        'CHECK_SAME_APPROVER',
        'A different staff member must give the second approval.',
      ),
    });
    const dialog = await openDeposit();
    expect(
      within(dialog).getByText(
        'You gave the first approval: a different staff member must give the second.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Approve (second approval)' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A different staff member must give the second approval.',
    );
    expect(sent(requests, 'POST', `${URL_BASE}/approve`)).toHaveLength(1);
  });

  it('approves, says so and refreshes the queue', async () => {
    let deposits = [deposit];
    const requests = renderQueue({
      'GET /admin/check-deposits': () => ok({ deposits }),
      [`POST ${URL_BASE}/approve`]: () => {
        deposits = [];
        return ok({ ...deposit, firstApprover: { id: STAFF_ID, name: 'Grace Hopper' } });
      },
    });
    const dialog = await openDeposit();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(
        'Check #123 ($12,500.00): your approval is recorded. A second staff member must approve it too.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('No check deposits with this status.')).toBeInTheDocument();
    expect(sent(requests, 'GET', '/admin/check-deposits').length).toBeGreaterThan(1);
  });

  it('rejects only with a reason, and sends it', async () => {
    let deposits = [deposit];
    const requests = renderQueue({
      'GET /admin/check-deposits': () => ok({ deposits }),
      [`POST ${URL_BASE}/reject`]: () => {
        deposits = [];
        return ok({ ...deposit, status: 'rejected', staffNote: 'Payee is not you' });
      },
    });
    const dialog = await openDeposit();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reasonDialog = screen.getByRole('dialog', { name: 'Reject this check?' });
    await userEvent.click(within(reasonDialog).getByRole('button', { name: 'Reject check' }));
    expect(await within(reasonDialog).findByText('Reason is required')).toBeInTheDocument();
    expect(sent(requests, 'POST', `${URL_BASE}/reject`)).toHaveLength(0);
    await userEvent.type(
      within(reasonDialog).getByLabelText(/Reason for the customer/),
      'Payee is not you',
    );
    await userEvent.click(within(reasonDialog).getByRole('button', { name: 'Reject check' }));
    await waitFor(() => expect(sent(requests, 'POST', `${URL_BASE}/reject`)).toHaveLength(1));
    expect(sent(requests, 'POST', `${URL_BASE}/reject`)[0]?.body).toEqual({
      reason: 'Payee is not you',
    });
    expect(
      await screen.findByText('Rejected check #123. Ada Lovelace sees your reason.'),
    ).toBeInTheDocument();
  });

  it('asks for better photos with a reason, and shows a refusal in the reason dialog', async () => {
    const requests = renderQueue({
      'GET /admin/check-deposits': ok({ deposits: [deposit] }),
      [`POST ${URL_BASE}/request-image`]: apiError(
        409,
        'CHECK_NOT_IN_REVIEW',
        'This check is no longer in review.',
      ),
    });
    const dialog = await openDeposit();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for better photos' }));
    const reasonDialog = screen.getByRole('dialog', { name: 'Ask for better photos?' });
    await userEvent.type(
      within(reasonDialog).getByLabelText(/What the photos need/),
      'The MICR line is cut off',
    );
    await userEvent.click(within(reasonDialog).getByRole('button', { name: 'Ask for photos' }));
    expect(await within(reasonDialog).findByRole('alert')).toHaveTextContent(
      'This check is no longer in review.',
    );
    expect(sent(requests, 'POST', `${URL_BASE}/request-image`)[0]?.body).toEqual({
      reason: 'The MICR line is cut off',
    });
  });
});
