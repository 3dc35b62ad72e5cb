import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasts } from '@vaultline/session';
import {
  apiError,
  choose,
  deferred,
  fill,
  ok,
  renderPage,
  sent,
  type StubAnswer,
  stubApi,
} from '@vaultline/testing';
import { makeSupportRequest, signIn } from '../../../test/fixtures';
import { SupportPage } from './support-page';

function renderSupport(
  post: StubAnswer | (() => Promise<StubAnswer>) = ok(makeSupportRequest(9), 201),
) {
  signIn();
  let history = [makeSupportRequest(1, { status: 'resolved' })];
  const requests = stubApi({
    'GET /support': () => ok({ requests: history }),
    'POST /support': async () => {
      const answer = typeof post === 'function' ? await post() : post;
      if (answer !== 'network-error' && answer.status === 201)
        history = [makeSupportRequest(9), ...history];
      return answer;
    },
  });
  renderPage(<SupportPage />, { path: '/support' });
  return requests;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await choose(user, screen.getByRole('combobox', { name: /Category/ }), 'Transaction Problems');
  await fill(user, screen.getByRole('textbox', { name: /Subject/ }), 'Transfer not arrived');
  await fill(user, screen.getByRole('textbox', { name: /Message/ }), 'I sent $50 yesterday.');
}

describe('SupportPage', () => {
  it('prefills the email and enables Submit only when email, category, subject and message are filled', async () => {
    renderSupport();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Support' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email Address/ })).toHaveValue('ada@example.com');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveAttribute('rows', '6');
    const submit = screen.getByRole('button', { name: 'Submit Request' });
    expect(submit).toBeDisabled();
    await choose(user, screen.getByRole('combobox', { name: /Category/ }), 'Security Concerns');
    await fill(user, screen.getByRole('textbox', { name: /Subject/ }), 'Hello');
    expect(submit).toBeDisabled();
    await fill(user, screen.getByRole('textbox', { name: /Message/ }), 'Text');
    expect(submit).toBeEnabled();
    await user.clear(screen.getByRole('textbox', { name: /Email Address/ }));
    expect(submit).toBeDisabled();
  });

  it('offers the five categories', async () => {
    renderSupport();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(names).toEqual([
      'Account Issues',
      'Transaction Problems',
      'Security Concerns',
      'Technical Support',
      'Other',
    ]);
  });

  it('shows Processing... while sending, toasts success, resets the form and refetches the list', async () => {
    const answer = deferred<StubAnswer>();
    const requests = renderSupport(() => answer.promise);
    const user = userEvent.setup();
    expect(await screen.findByText('Question 1')).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    answer.resolve(ok(makeSupportRequest(9), 201));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        title: 'Support Request Submitted',
        description: 'Our team will reply under Your Requests, and we will let you know.',
      }),
    );
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Email Address/ })).toHaveValue('ada@example.com');
    expect(await screen.findByText('Question 9')).toBeInTheDocument();
    expect(sent(requests, 'POST', '/support')[0].body).toEqual({
      email: 'ada@example.com',
      phone: null,
      category: 'transaction',
      subject: 'Transfer not arrived',
      message: 'I sent $50 yesterday.',
      attachmentIds: [],
    });
    const list = screen.getByRole('list', { name: 'Your support requests' });
    expect(within(list).getByText('Resolved')).toBeInTheDocument();
    expect(within(list).getByText('Open')).toBeInTheDocument();
  });

  it('says "failed to contact support" with the server message, keeping what was typed', async () => {
    renderSupport(apiError(429, 'RATE_LIMITED', 'Too many requests, try again in a minute.'));
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        title: 'failed to contact support',
        description: 'Too many requests, try again in a minute.',
      }),
    );
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Transfer not arrived');
  });

  it('checks the phone number before sending', async () => {
    const requests = renderSupport();
    const user = userEvent.setup();
    await fillRequired(user);
    await fill(user, screen.getByRole('textbox', { name: /Phone Number/ }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByText('Enter a valid phone number')).toBeInTheDocument();
    expect(sent(requests, 'POST', '/support')).toEqual([]);
  });

  it('has an empty state for customers who never wrote', async () => {
    signIn();
    stubApi({ 'GET /support': ok({ requests: [] }) });
    renderPage(<SupportPage />, { path: '/support' });
    expect(await screen.findByText("You haven't contacted support yet.")).toBeInTheDocument();
  });
});
