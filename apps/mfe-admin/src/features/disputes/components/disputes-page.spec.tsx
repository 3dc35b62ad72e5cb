import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDispute } from '@vaultline/contracts';
import { apiError, ok, renderPage, sent, stubApi, uuid } from '@vaultline/testing';
import { CUSTOMER_ID, signInStaff } from '../../../test/fixtures';
import { DisputesPage } from './disputes-page';

const DISPUTE_ID = uuid(9301);
const BASE = `/admin/disputes/${DISPUTE_ID}`;

const dispute: AdminDispute = {
  id: DISPUTE_ID,
  subjectKind: 'card',
  subjectId: uuid(9302),
  accountId: uuid(9303),
  counterparty: 'Blue Door Coffee',
  amountMinor: 450,
  transactionAt: '2026-11-20T10:00:00.000Z',
  reason: 'not_recognised',
  description: 'I was at home.',
  status: 'open',
  lateFiling: true,
  resolveDays: 45,
  provisionalCreditDue: '2099-12-10',
  resolveBy: '2100-01-09',
  provisionalCreditMinor: 0,
  provisionalCreditAt: null,
  reversalAt: null,
  question: null,
  decisionNote: null,
  hasAttachment: false,
  events: [{ at: '2026-11-25T10:00:00.000Z', kind: 'filed', text: 'Dispute received.' }],
  createdAt: '2026-11-25T10:00:00.000Z',
  userId: CUSTOMER_ID,
  customerName: 'Ada Lovelace',
  nextDeadline: '2099-12-10',
  escalated: true,
  internalNotes: [],
  approvalsNeeded: 1,
  firstApproverId: null,
};

function renderQueue(routes: Parameters<typeof stubApi>[0] = {}) {
  signInStaff();
  const requests = stubApi({
    'GET /admin/disputes': ok({ disputes: [dispute] }),
    [`GET ${BASE}`]: ok({ dispute, merchantHistory: [] }),
    ...routes,
  });
  renderPage(<DisputesPage />, { path: '/admin/disputes' });
  return requests;
}

describe('DisputesPage', () => {
  it('lists the queue with the clock, escalated and late filing marked', async () => {
    renderQueue();
    expect(
      await screen.findByText(/Ada Lovelace · Blue Door Coffee · \$4\.50/),
    ).toBeInTheDocument();
    expect(screen.getByText('Escalated')).toBeInTheDocument();
    expect(screen.getByText('Late filing')).toBeInTheDocument();
    expect(screen.getByText(/Provisional credit due Dec 10, 2099/)).toBeInTheDocument();
  });

  it('grants with the message the customer reads', async () => {
    const requests = renderQueue({ [`POST ${BASE}/grant`]: ok({ ...dispute, status: 'granted' }) });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: /Open the dispute of Ada Lovelace/ }),
    );
    await user.click(await screen.findByRole('button', { name: 'Grant' }));
    expect(await screen.findByText(/Write the message/)).toBeInTheDocument();
    expect(sent(requests, 'POST', `${BASE}/grant`)).toHaveLength(0);
    await user.type(
      screen.getByLabelText(/Message to the customer/),
      'The merchant could not prove it.',
    );
    await user.click(screen.getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(sent(requests, 'POST', `${BASE}/grant`)).toHaveLength(1));
    expect(sent(requests, 'POST', `${BASE}/grant`)[0]?.body).toEqual({
      message: 'The merchant could not prove it.',
    });
  });

  it('shows a refusal in the dialog and keeps the message', async () => {
    renderQueue({
      [`POST ${BASE}/deny`]: apiError(403, 'DISPUTE_OWN', 'Staff cannot decide their own dispute.'),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: /Open the dispute of Ada Lovelace/ }),
    );
    await user.type(await screen.findByLabelText(/Message to the customer/), 'Proof of delivery.');
    await user.click(screen.getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('Staff cannot decide their own dispute.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Message to the customer/)).toHaveValue('Proof of delivery.');
  });
});
