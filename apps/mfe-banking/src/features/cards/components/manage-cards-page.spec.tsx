import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card } from '@vaultline/contracts';
import { queryClient } from '@vaultline/data-access';
import { useToasts } from '@vaultline/session';
import {
  ok,
  renderPage,
  sent,
  setScreenWidth,
  stubApi,
  type StubHandler,
} from '@vaultline/testing';
import { signIn, uuid } from '../../../test/fixtures';
import { CARD_ID, cardList, makeActivity, makeCard } from '../test/card-fixtures';
import { ManageCardsPage } from './manage-cards-page';

const REVEAL = `/cards/${CARD_ID}/reveal`;
const PAN = '4000123412341234';

/** The API as the page sees it: GET /cards answers with `cards` as the actions left them. */
function stubCards(cards: Card[], routes: Record<string, StubHandler> = {}) {
  return stubApi({
    'GET /cards': () => ok(cardList(cards)),
    'GET /cards/activity': ok({ activity: [] }),
    ...routes,
  });
}

function renderManage() {
  renderPage(<ManageCardsPage />, { path: '/cards/manage' });
}

const cardTile = (last4: string) => screen.findByRole('article', { name: `Card ending ${last4}` });

describe('ManageCardsPage', () => {
  afterEach(() => jest.useRealTimers());

  it('draws each open card with its figures, folds closed cards away, and lists the activity', async () => {
    signIn();
    const closed = makeCard({
      id: uuid(7009),
      last4: '9999',
      status: 'closed',
      closeReason: 'lost',
    });
    stubCards([makeCard(), closed], {
      'GET /cards/activity': ok({
        activity: [
          makeActivity(1, { merchantName: 'Corner Cafe', amountMinor: 5_000, postedMinor: 5_750 }),
          makeActivity(2, {
            merchantName: 'Big Shop',
            status: 'declined',
            postedMinor: null,
            responseCode: '51',
            declineReason: 'Insufficient funds',
          }),
          makeActivity(3, { merchantName: 'Shoe Store', status: 'refunded', postedMinor: 2_000 }),
          makeActivity(4, { merchantName: 'Fuel Stop', status: 'pending', postedMinor: null }),
        ],
      }),
    });
    const user = userEvent.setup();
    renderManage();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Cards' })).toBeInTheDocument();
    const tile = await cardTile('1234');
    expect(within(tile).getByText('•••• •••• •••• 1234')).toBeInTheDocument();
    expect(within(tile).getByText('Everyday Checking ••4821')).toBeInTheDocument();
    expect(within(tile).getByText('Expires 08/29')).toBeInTheDocument();
    expect(within(tile).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(tile).getByText('Active')).toBeInTheDocument();
    expect(within(tile).getByText('$42.50')).toBeInTheDocument();
    expect(within(tile).getByText('$120.00 of $2,500.00')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Card ending 9999' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Closed cards (1)' }));
    const closedList = screen.getByRole('list', { name: 'Closed cards' });
    expect(within(closedList).getByText('Card ending 9999')).toBeInTheDocument();
    expect(within(closedList).getByText('Closed: reported lost')).toBeInTheDocument();

    const activity = await screen.findByRole('list', { name: 'Card activity' });
    const [cafe, shop, shoes, fuel] = within(activity).getAllByRole('listitem');
    expect(within(cafe).getByText('\u2212$57.50')).toBeInTheDocument();
    expect(within(cafe).getByText('Authorised $50.00, posted $57.50.')).toBeInTheDocument();
    expect(within(cafe).getByText('Posted')).toBeInTheDocument();
    expect(within(shop).getByText('Declined')).toBeInTheDocument();
    expect(
      within(shop).getByText('Declined: Insufficient funds. You were not charged.'),
    ).toBeInTheDocument();
    expect(within(shoes).getByText('+$20.00')).toBeInTheDocument();
    expect(within(shoes).getByText('Refunded')).toBeInTheDocument();
    expect(within(fuel).getByText('Pending')).toBeInTheDocument();
  });

  it('shows the activity as a table on wide screens', async () => {
    signIn();
    setScreenWidth(1280);
    stubCards([makeCard()], {
      'GET /cards/activity': ok({ activity: [makeActivity(1, { merchantName: 'Corner Cafe' })] }),
    });
    renderManage();
    const table = await screen.findByRole('table', { name: 'Card activity' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Merchant', 'Category', 'Card', 'Amount', 'Status']);
    const row = within(table).getByText('Corner Cafe').closest('tr') as HTMLElement;
    expect(within(row).getByText('\u2212$50.00')).toBeInTheDocument();
    expect(within(row).getByText('••1234')).toBeInTheDocument();
  });

  it('offers to request a card when there is none', async () => {
    signIn();
    stubCards([]);
    renderManage();
    expect(await screen.findByText(/You have no open card/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a card' })).toHaveAttribute(
      'href',
      '/cards/request',
    );
    expect(await screen.findByText('No card payments yet.')).toBeInTheDocument();
  });

  it('shows the number after the code, counts down, and hides it when the time is up', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00.000Z') });
    signIn();
    const requests = stubCards([makeCard()], {
      [`POST ${REVEAL}`]: ok({
        method: 'email',
        message: 'We emailed a code to a•••@example.com.',
      }),
      [`POST ${REVEAL}/confirm`]: ok({
        cardId: CARD_ID,
        pan: PAN,
        cvv: '321',
        expiryMonth: 8,
        expiryYear: 2029,
        hideAt: '2026-11-28T12:01:00.000Z',
      }),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderManage();
    await user.click(
      within(await cardTile('1234')).getByRole('button', {
        name: 'Show number of card ending 1234',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Card ending 1234: card details' });
    expect(within(dialog).getByText('We emailed a code to a•••@example.com.')).toBeInTheDocument();
    const group = within(dialog).getByRole('group', { name: 'Code from your email' });
    await user.click(within(group).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Show number' }));

    expect(await within(dialog).findByText('4000 1234 1234 1234')).toBeInTheDocument();
    expect(within(dialog).getByText('321')).toBeInTheDocument();
    expect(within(dialog).getByText('08/29')).toBeInTheDocument();
    expect(within(dialog).getByText('Hidden again in 60 seconds.')).toBeInTheDocument();
    expect(sent(requests, 'POST', `${REVEAL}/confirm`)[0]?.body).toEqual({ code: '123456' });
    // Kept in the dialog's state only: nothing cached holds the number.
    const cached = [
      ...queryClient.getQueryCache().getAll(),
      ...queryClient.getMutationCache().getAll(),
    ].map((entry) => entry.state.data);
    expect(JSON.stringify(cached)).not.toContain(PAN);

    act(() => jest.advanceTimersByTime(45_000));
    expect(within(dialog).getByText('Hidden again in 15 seconds.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(15_000));
    expect(within(dialog).queryByText('4000 1234 1234 1234')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('321')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/The number is hidden again/)).toBeInTheDocument();
  });

  it('shows a refused code and clears the boxes for another try', async () => {
    signIn();
    stubCards([makeCard()], {
      [`POST ${REVEAL}`]: ok({ method: 'totp', message: 'Enter the code from your app.' }),
      [`POST ${REVEAL}/confirm`]: {
        status: 400,
        data: { code: 'AUTH_CODE_INVALID', message: 'That code is not correct.' },
      },
    });
    const user = userEvent.setup();
    renderManage();
    await user.click(
      within(await cardTile('1234')).getByRole('button', {
        name: 'Show number of card ending 1234',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('654321');
    await user.click(within(dialog).getByRole('button', { name: 'Show number' }));
    expect(await within(dialog).findByText('That code is not correct.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Show number' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('freezes a card at once and says so', async () => {
    signIn();
    const cards = [makeCard()];
    const requests = stubCards(cards, {
      [`POST /cards/${CARD_ID}/freeze`]: () => {
        cards[0] = makeCard({ status: 'frozen' });
        return ok(cards[0]);
      },
    });
    const user = userEvent.setup();
    renderManage();
    const tile = await cardTile('1234');
    await user.click(within(tile).getByRole('button', { name: 'Freeze card ending 1234' }));
    expect(
      await within(tile).findByRole('button', { name: 'Unfreeze card ending 1234' }),
    ).toBeInTheDocument();
    expect(within(tile).getByText('Frozen')).toBeInTheDocument();
    expect(sent(requests, 'POST', `/cards/${CARD_ID}/freeze`)).toHaveLength(1);
    expect(useToasts.getState().current).toMatchObject({
      title: 'Card frozen',
      severity: 'success',
    });
  });

  it('unlocks a locked security code', async () => {
    signIn();
    const requests = stubCards([makeCard({ cvvLocked: true })], {
      [`POST /cards/${CARD_ID}/unlock-cvv`]: ok(makeCard()),
    });
    const user = userEvent.setup();
    renderManage();
    const tile = await cardTile('1234');
    expect(within(tile).getByText(/entered wrong too many times/)).toBeInTheDocument();
    await user.click(within(tile).getByRole('button', { name: 'Unlock security code' }));
    await waitFor(() => expect(useToasts.getState().current?.title).toBe('Security code unlocked'));
    expect(sent(requests, 'POST', `/cards/${CARD_ID}/unlock-cvv`)).toHaveLength(1);
  });

  it('reports a card stolen and shows the new card that replaces it', async () => {
    signIn();
    const cards = [makeCard()];
    const replacement = makeCard({
      id: uuid(7002),
      last4: '5678',
      replacesCardId: CARD_ID,
    });
    const requests = stubCards(cards, {
      [`POST /cards/${CARD_ID}/report`]: () => {
        cards.splice(0, 1, makeCard({ status: 'closed', closeReason: 'stolen' }), replacement);
        return ok({ closed: cards[0], replacement });
      },
    });
    const user = userEvent.setup();
    renderManage();
    await user.click(
      within(await cardTile('1234')).getByRole('button', {
        name: 'Report lost or stolen: card ending 1234',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Report card ending 1234 lost or stolen' });
    expect(within(dialog).getByText(/stops working at once/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('checkbox', { name: 'Send me a new card number' }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Report and close card' }));
    expect(
      within(dialog).getByText('Say whether the card was lost or stolen.'),
    ).toBeInTheDocument();
    expect(sent(requests, 'POST', `/cards/${CARD_ID}/report`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'It was stolen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Report and close card' }));
    expect(await cardTile('5678')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Card ending 1234' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Closed cards (1)' })).toBeInTheDocument();
    expect(sent(requests, 'POST', `/cards/${CARD_ID}/report`)[0]?.body).toEqual({
      reason: 'stolen',
      replace: true,
    });
    expect(useToasts.getState().current?.description).toMatch(/new card ending 5678 is ready/);
  });
});
