import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasts } from '@vaultline/session';
import { apiError, fill, ok, renderPage, sent, stubApi } from '@vaultline/testing';
import { CUSTOMER_ID, makeTransaction, signInStaff } from '../../../test/fixtures';
import { EditTransactionPage } from './edit-transaction-page';

const line = makeTransaction(7, {
  title: 'Card payment',
  description: 'Coffee shop',
  category: 'Food',
  amountMinor: -725,
  status: 'completed',
});
const PATH = `/admin/transactions/${line.id}`;

function renderEditor(
  patch: Parameters<typeof stubApi>[0][string] = ({ body }) => ok({ ...line, ...(body as object) }),
) {
  signInStaff();
  const requests = stubApi({ [`GET ${PATH}`]: ok(line), [`PATCH ${PATH}`]: patch });
  renderPage(<EditTransactionPage />, {
    path: '/edit-transaction/:transactionId/:userId',
    url: `/edit-transaction/${line.id}/${CUSTOMER_ID}`,
  });
  return requests;
}

describe('EditTransactionPage', () => {
  it('shows amount, date, status and account read-only, and only the words as fields', async () => {
    renderEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Transaction' })).toBeInTheDocument();
    const posted = await screen.findByRole('region', { name: 'As posted' });
    expect(within(posted).getByText('\u2212$7.25')).toBeInTheDocument();
    expect(within(posted).getByText('2026-03-08')).toBeInTheDocument();
    expect(within(posted).getByText('Completed')).toBeInTheDocument();
    expect(within(posted).getByText('Everyday Checking •••• 4821')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Transaction details' });
    expect(
      within(form)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('value') ?? box.textContent),
    ).toEqual(['Card payment', 'Food', 'Coffee shop']);
    expect(screen.queryByRole('textbox', { name: /Amount|Date|Status/ })).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('sends only the changed words, toasts, and goes back to the user', async () => {
    const requests = renderEditor();
    const user = userEvent.setup();
    const category = await screen.findByRole('textbox', { name: /Category/ });
    await user.clear(category);
    await fill(user, category, 'Dining');
    await fill(user, screen.getByRole('textbox', { name: /Description/ }), ' downtown');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      `/admin-user-details/${CUSTOMER_ID}`,
    );
    const [patch] = sent(requests, 'PATCH', PATH);
    expect(patch.body).toEqual({ category: 'Dining', description: 'Coffee shop downtown' });
    expect(
      Object.keys(patch.body as object).every((key) =>
        ['title', 'category', 'description'].includes(key),
      ),
    ).toBe(true);
    expect(useToasts.getState().current).toMatchObject({
      title: 'Success',
      description: 'Transaction Updated successfully!',
    });
  });

  it('requires a title and a category', async () => {
    const requests = renderEditor();
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /Title/ }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(sent(requests, 'PATCH', PATH)).toHaveLength(0);
  });

  it("toasts the server's refusal", async () => {
    renderEditor(apiError(404, 'ADMIN_NOT_FOUND', 'This transaction no longer exists.'));
    const user = userEvent.setup();
    await fill(user, await screen.findByRole('textbox', { name: /Title/ }), ' (fixed)');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        title: 'failed to create transaction',
        description: 'This transaction no longer exists.',
      }),
    );
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.queryByRole('status', { name: 'Current location' })).not.toBeInTheDocument();
  });
});
