import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, ok, renderPage, sent, stubApi, uuid } from '@vaultline/testing';
import { makeAdminDispute, signInStaff } from '../../../test/fixtures';
import { DisputesPage } from './disputes-page';

const DISPUTE_ID = uuid(9301);
const BASE = `/admin/disputes/${DISPUTE_ID}`;

const dispute = makeAdminDispute({ id: DISPUTE_ID });

function renderQueue(routes: Parameters<typeof stubApi>[0] = {}, url = '/admin/disputes') {
  signInStaff();
  const requests = stubApi({
    'GET /admin/disputes': ok({ disputes: [dispute] }),
    [`GET ${BASE}`]: ok({ dispute, merchantHistory: [] }),
    ...routes,
  });
  renderPage(<DisputesPage />, { path: '/admin/disputes', url });
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

  it('opens the dispute a link names (?open=, as the inbox links)', async () => {
    renderQueue({}, `/admin/disputes?open=${DISPUTE_ID}`);
    expect(await screen.findByRole('button', { name: 'Grant' })).toBeInTheDocument();
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
