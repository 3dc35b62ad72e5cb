import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasts } from '@vaultline/session';
import { apiError, choose, fill, ok, renderPage, stubApi } from '@vaultline/testing';
import { makeAccountDetail, signIn } from '../../../test/fixtures';
import { CreateAccountPage } from './create-account-page';

function renderCreate() {
  renderPage(<CreateAccountPage />, { path: '/create-account' });
}

describe('CreateAccountPage', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps Create Account disabled until a type is chosen', async () => {
    signIn();
    const user = userEvent.setup();
    renderCreate();
    const create = screen.getByRole('button', { name: 'Create Account' });
    expect(create).toBeDisabled();
    await choose(user, screen.getByRole('combobox', { name: /Account Type/ }), /Savings/);
    expect(create).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/accounts');
  });

  it('asks for a name before sending anything', async () => {
    signIn();
    const requests = stubApi({});
    const user = userEvent.setup();
    renderCreate();
    await choose(user, screen.getByRole('combobox', { name: /Account Type/ }), /Savings/);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Account name is required')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('creates the account, toasts "Account Created!" and goes to /accounts 1.5 s later', async () => {
    jest.useFakeTimers();
    signIn();
    const requests = stubApi({
      'POST /accounts': ok(makeAccountDetail({ type: 'savings', name: 'Holiday' }), 201),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCreate();
    await choose(user, screen.getByRole('combobox', { name: /Account Type/ }), /Savings/);
    await fill(user, screen.getByRole('textbox', { name: /Account Name/ }), 'Holiday');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await act(() => jest.advanceTimersByTimeAsync(0));

    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      url: '/accounts',
      body: { type: 'savings', name: 'Holiday' },
    });
    expect(useToasts.getState().current).toMatchObject({
      title: 'Account Created!',
      description: 'Your savings account has been created successfully.',
      severity: 'success',
    });
    act(() => jest.advanceTimersByTime(1499));
    expect(screen.queryByRole('status', { name: 'Current location' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/accounts');
  });

  it('shows the server reason when the account cannot be opened', async () => {
    signIn();
    stubApi({
      'POST /accounts': apiError(
        409,
        'ACCOUNTS_LIMIT_REACHED',
        'You can have at most 10 open accounts.',
      ),
    });
    const user = userEvent.setup();
    renderCreate();
    await choose(user, screen.getByRole('combobox', { name: /Account Type/ }), /Checking/);
    await fill(user, screen.getByRole('textbox', { name: /Account Name/ }), 'Bills');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(useToasts.getState().current).toMatchObject({
      title: 'Create Account Error',
      description: 'You can have at most 10 open accounts.',
    });
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });
});
