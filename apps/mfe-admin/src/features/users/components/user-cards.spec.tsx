import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card, StaffCardList } from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import {
  fill,
  ok,
  renderPage,
  sent,
  setScreenWidth,
  type StubHandler,
  type StubReply,
  stubApi,
} from '@vaultline/testing';
import {
  CUSTOMER_ID,
  makeCard,
  makeCardActivity,
  makeUserDetail,
  signInStaff,
  transactionPage,
} from '../../../test/fixtures';
import { UserDetailsPage } from './user-details-page';

const ACTIVE = makeCard(1, {
  controls: {
    perTransactionLimitMinor: 100_000,
    dailyLimitMinor: 250_000,
    allowOnline: false,
    allowContactless: true,
    allowAtm: false,
    allowAbroad: true,
    blockedGroups: ['gambling', 'crypto'],
  },
  pendingMinor: 1_250,
  spentTodayMinor: 4_000,
  cvvLocked: true,
});
const FROZEN = makeCard(2, { status: 'frozen' });
const CLOSED = makeCard(3, { status: 'closed', closeReason: 'stolen' });

const LIST: StaffCardList = {
  cards: [ACTIVE, FROZEN, CLOSED],
  activity: [
    makeCardActivity(1, { merchantName: 'Corner Bistro', amountMinor: 1_250 }),
    makeCardActivity(2, {
      merchantName: 'Fuel Stop',
      mcc: 5542,
      category: 'Transport',
      channel: 'chip',
      amountMinor: 10_000,
      postedMinor: 6_480,
      status: 'posted',
      postedAt: '2026-03-11T09:00:00.000Z',
    }),
    makeCardActivity(3, {
      merchantName: 'Lucky Bets',
      mcc: 7995,
      category: 'Entertainment',
      channel: 'online',
      amountMinor: 5_000,
      status: 'declined',
      responseCode: '62',
      declineReason: 'Restricted merchant category',
    }),
  ],
};

/** An answer the API would send if it ever leaked a number: the page must still show none of it. */
const LEAKY_LIST = {
  ...LIST,
  cards: LIST.cards.map((card) => ({ ...card, pan: '4000123412341231', cvv: '123' })),
};

/** A refusal as the API sends it: problem details with the stable code (and message = detail). */
function problem(status: number, code: string, detail: string): StubReply {
  return {
    status,
    data: { type: 'about:blank', title: 'Refused', status, detail, code, message: detail },
  };
}

function renderUser(routes: Record<string, StubHandler> = {}) {
  const requests = stubApi({
    [`GET /admin/users/${CUSTOMER_ID}`]: ok(makeUserDetail()),
    [`GET /admin/users/${CUSTOMER_ID}/transactions`]: ok(transactionPage([])),
    [`GET /admin/users/${CUSTOMER_ID}/cards`]: ok(LIST),
    ...routes,
  });
  renderPage(<UserDetailsPage />, {
    path: '/admin-user-details/:userId',
    url: `/admin-user-details/${CUSTOMER_ID}`,
  });
  return requests;
}

const cardsSection = () => screen.findByRole('region', { name: 'Debit cards' });
const cardItem = (last4: string) =>
  screen.getByRole('listitem', { name: `Debit card ending in ${last4}` });

describe('debit cards on the staff user page', () => {
  it("lists each card's status, CVV lock, controls and holds, with last four digits only", async () => {
    signInStaff();
    setScreenWidth(1280);
    renderUser({ [`GET /admin/users/${CUSTOMER_ID}/cards`]: ok(LEAKY_LIST) });
    const section = await cardsSection();
    await within(section).findByRole('list', { name: 'Cards' });

    const active = cardItem('1231');
    expect(within(active).getByRole('heading', { level: 3, name: 'Card •••• 1231' })).toBeVisible();
    expect(within(active).getByText('ADA LOVELACE · expires 08/29')).toBeInTheDocument();
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText(/Security code locked after wrong tries/)).toBeInTheDocument();
    expect(within(active).getByText('Everyday Checking •••• 4821')).toBeInTheDocument();
    expect(within(active).getByText('$1,000.00 per payment · $2,500.00 a day')).toBeInTheDocument();
    expect(within(active).getByText('$12.50')).toBeInTheDocument();
    expect(within(active).getByText('$40.00')).toBeInTheDocument();
    expect(within(active).getByText('Online payments, ATM withdrawals')).toBeInTheDocument();
    expect(
      within(active).getByText('Gambling and betting, Crypto and quasi-cash'),
    ).toBeInTheDocument();
    expect(
      within(active).getByRole('button', { name: 'Freeze card ending in 1231' }),
    ).toBeEnabled();

    expect(within(cardItem('1232')).getByText('Frozen')).toBeInTheDocument();
    expect(
      within(cardItem('1232')).getByRole('button', { name: 'Unfreeze card ending in 1232' }),
    ).toBeInTheDocument();
    expect(within(cardItem('1233')).getByText('Closed: reported stolen')).toBeInTheDocument();
    expect(within(cardItem('1233')).queryByRole('button')).not.toBeInTheDocument();

    // Never a full number or CVV, and nothing offering to show one.
    expect(section.textContent).not.toMatch(/\d{5,}/);
    expect(section.textContent).not.toContain('4000123412341231');
    expect(
      within(section).queryByRole('button', { name: /show|reveal|number|cvv/i }),
    ).not.toBeInTheDocument();
  });

  it('shows the card activity as a table: merchant, category, amount, status and response', async () => {
    signInStaff();
    setScreenWidth(1280);
    renderUser();
    const table = await screen.findByRole('table', { name: 'Card activity' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Merchant', 'Category', 'Card', 'Amount', 'Status', 'Response']);
    const row = (merchant: string) =>
      within(table).getByText(merchant).closest('tr') as HTMLElement;
    expect(row('Corner Bistro')).toHaveTextContent('MCC 5812 · US · Contactless');
    expect(row('Corner Bistro')).toHaveTextContent('$12.50');
    expect(within(row('Corner Bistro')).getByText('Pending')).toBeInTheDocument();
    expect(row('Corner Bistro')).toHaveTextContent('00 Approved');
    expect(within(row('Fuel Stop')).getByText('Posted')).toBeInTheDocument();
    expect(row('Fuel Stop')).toHaveTextContent('$64.80Held $100.00');
    expect(row('Fuel Stop')).toHaveTextContent(/Posted 2026-03-1\d/);
    expect(within(row('Lucky Bets')).getByText('Declined')).toBeInTheDocument();
    expect(row('Lucky Bets')).toHaveTextContent('62 Restricted merchant category');
    expect(row('Lucky Bets')).toHaveTextContent('Entertainment');
  });

  it('stacks the activity as a list on a phone (no table to scroll sideways)', async () => {
    signInStaff();
    setScreenWidth(375);
    renderUser();
    const activity = await screen.findByRole('list', { name: 'Card activity' });
    const declined = within(activity).getByRole('listitem', { name: 'Lucky Bets' });
    expect(declined).toHaveTextContent('62 Restricted merchant category');
    expect(within(declined).getByText('Declined')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Card activity' })).not.toBeInTheDocument();
  });

  it('freezes a card only with a reason, sends the reason, and shows the card frozen', async () => {
    signInStaff();
    setScreenWidth(1280);
    const frozen: Card = { ...ACTIVE, status: 'frozen' };
    let cardsNow = LIST;
    const requests = renderUser({
      [`GET /admin/users/${CUSTOMER_ID}/cards`]: () => ok(cardsNow),
      [`POST /admin/cards/${ACTIVE.id}/freeze`]: () => {
        cardsNow = { ...LIST, cards: [frozen, FROZEN, CLOSED] };
        return ok(frozen);
      },
    });
    const user = userEvent.setup();
    await cardsSection();
    await user.click(await screen.findByRole('button', { name: 'Freeze card ending in 1231' }));
    const dialog = screen.getByRole('dialog', { name: 'Freeze card ending in 1231?' });
    expect(within(dialog).getByText(/every payment with it is declined/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Freeze card' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    expect(sent(requests, 'POST', `/admin/cards/${ACTIVE.id}/freeze`)).toHaveLength(0);

    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Customer called: card skimmed',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Freeze card' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        title: 'Card frozen',
        severity: 'success',
      }),
    );
    expect(sent(requests, 'POST', `/admin/cards/${ACTIVE.id}/freeze`)[0].body).toEqual({
      reason: 'Customer called: card skimmed',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(cardItem('1231')).getByText('Frozen')).toBeInTheDocument();
    expect(
      within(cardItem('1231')).getByRole('button', { name: 'Unfreeze card ending in 1231' }),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    signInStaff();
    setScreenWidth(1280);
    const requests = renderUser({
      [`POST /admin/cards/${FROZEN.id}/unfreeze`]: problem(
        403,
        'CARD_STAFF_OWN',
        'Staff cannot act on their own card.',
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unfreeze card ending in 1232' }));
    const dialog = screen.getByRole('dialog', { name: 'Unfreeze card ending in 1232?' });
    await fill(user, within(dialog).getByRole('textbox', { name: /Reason/ }), 'Found the card');
    await user.click(within(dialog).getByRole('button', { name: 'Unfreeze card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Staff cannot act on their own card. Ask another staff member to do it.',
    );
    expect(sent(requests, 'POST', `/admin/cards/${FROZEN.id}/unfreeze`)[0].body).toEqual({
      reason: 'Found the card',
    });
    expect(useToasts.getState().current).toBeNull();
  });

  it('reloads the cards when the card changed meanwhile (already frozen)', async () => {
    signInStaff();
    setScreenWidth(1280);
    const requests = renderUser({
      [`POST /admin/cards/${ACTIVE.id}/freeze`]: problem(
        409,
        'CARD_ALREADY_FROZEN',
        'This card is already frozen.',
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Freeze card ending in 1231' }));
    const dialog = screen.getByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: /Reason/ }), 'Fraud suspected');
    await user.click(within(dialog).getByRole('button', { name: 'Freeze card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This card is already frozen. The card has been reloaded',
    );
    await waitFor(() =>
      expect(sent(requests, 'GET', `/admin/users/${CUSTOMER_ID}/cards`)).toHaveLength(2),
    );
  });

  it("offers no freeze on a staff member's own cards, and says why", async () => {
    signInStaff({ id: CUSTOMER_ID });
    setScreenWidth(1280);
    renderUser();
    const section = await cardsSection();
    expect(
      await within(section).findByText(/These are your own cards: another staff member must/),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Freeze|Unfreeze/ })).toBeNull();
  });

  it('says when there are no cards, and offers Retry when they fail to load', async () => {
    signInStaff();
    let fail = true;
    renderUser({
      [`GET /admin/users/${CUSTOMER_ID}/cards`]: () =>
        fail ? 'network-error' : ok({ cards: [], activity: [] }),
    });
    const section = await cardsSection();
    expect(
      await within(section).findByText("We couldn't load the debit cards."),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText('No debit cards.')).toBeInTheDocument();
  });
});
