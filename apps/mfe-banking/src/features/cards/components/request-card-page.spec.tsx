import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountSummary } from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import { apiError, ok, renderPage, sent, stubApi, type StubHandler } from '@vaultline/testing';
import { CHECKING_ID, checking, makeAccount, savings, signIn, uuid } from '../../../test/fixtures';
import { cardList, makeCard } from '../test/card-fixtures';
import { RequestCardPage } from './request-card-page';

const SECOND_CHECKING = makeAccount({ id: uuid(104), name: 'Bills Checking', numberLast4: '7070' });

function stubRequest(
  eligibleAccountIds: string[],
  accounts: AccountSummary[] = [checking, savings],
  routes: Record<string, StubHandler> = {},
) {
  return stubApi({
    'GET /cards': ok(cardList([], { eligibleAccountIds })),
    'GET /accounts': ok({ accounts }),
    ...routes,
  });
}

function renderRequest() {
  renderPage(<RequestCardPage />, { path: '/cards/request' });
}

describe('RequestCardPage', () => {
  it('issues a card on the chosen checking account and goes to Manage Cards', async () => {
    signIn();
    const requests = stubRequest([CHECKING_ID, SECOND_CHECKING.id], [checking, SECOND_CHECKING], {
      'POST /cards': ok(makeCard({ accountId: SECOND_CHECKING.id, last4: '4455' }), 201),
    });
    const user = userEvent.setup();
    renderRequest();
    expect(screen.getByRole('heading', { level: 1, name: 'Request a Card' })).toBeInTheDocument();
    expect(screen.getByText(/use it at once to pay online/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Issue card' }));
    expect(screen.getByText('Choose the account the card spends from.')).toBeInTheDocument();
    expect(sent(requests, 'POST', '/cards')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: /Bills Checking •••• 7070/ }));
    await user.click(screen.getByRole('button', { name: 'Issue card' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
        '/cards/manage',
      ),
    );
    expect(sent(requests, 'POST', '/cards')[0]?.body).toEqual({ accountId: SECOND_CHECKING.id });
    expect(useToasts.getState().current).toMatchObject({
      title: 'Card issued',
      description: 'Your virtual debit card ending 4455 is ready to use now.',
    });
  });

  it('chooses the only eligible account, and shows a refusal with the way to verify', async () => {
    signIn();
    stubRequest([CHECKING_ID], [checking, savings], {
      'POST /cards': apiError(
        403,
        'KYC_NOT_VERIFIED',
        'Verify your identity before we can issue you a card.',
      ),
    });
    const user = userEvent.setup();
    renderRequest();
    expect(await screen.findByRole('radio', { name: /Everyday Checking •••• 4821/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Rainy Day/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Issue card' }));
    expect(
      await screen.findByText(/Verify your identity before we can issue you a card\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/profile/verification',
    );
  });

  it('says when every checking account already has a card', async () => {
    signIn();
    stubRequest([]);
    renderRequest();
    expect(
      await screen.findByText(/Each of your checking accounts already has a card/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue card' })).not.toBeInTheDocument();
  });

  it('says a card needs a checking account, and where to open one', async () => {
    signIn();
    stubRequest([], [savings]);
    renderRequest();
    expect(await screen.findByText(/you have no open checking account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open a checking account' })).toHaveAttribute(
      'href',
      '/create-account',
    );
  });
});
