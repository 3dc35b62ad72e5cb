import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card } from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import {
  apiError,
  fill,
  ok,
  renderPage,
  sent,
  stubApi,
  type StubHandler,
} from '@vaultline/testing';
import { signIn, uuid } from '../../../test/fixtures';
import { CARD_ID, cardList, makeCard } from '../test/card-fixtures';
import { CardLimitsPage } from './card-limits-page';

const CONTROLS = `/cards/${CARD_ID}/controls`;

function stubLimits(cards: Card[] = [makeCard()], routes: Record<string, StubHandler> = {}) {
  return stubApi({ 'GET /cards': ok(cardList(cards)), ...routes });
}

function renderLimits(url = '/cards/limits') {
  renderPage(<CardLimitsPage />, { path: '/cards/limits', url });
}

const perTransaction = () => screen.getByRole('textbox', { name: /Per-transaction limit/ });
const daily = () => screen.getByRole('textbox', { name: /Daily limit/ });

describe('CardLimitsPage', () => {
  it("shows the card's limits in dollars with the bank's maximums, and its controls", async () => {
    signIn();
    stubLimits();
    renderLimits();
    expect(screen.getByRole('heading', { level: 1, name: 'Card Limits' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Per-transaction limit/ })).toHaveValue(
      '1000.00',
    );
    expect(daily()).toHaveValue('2500.00');
    expect(screen.getByText("At most $5,000.00, the bank's maximum.")).toBeInTheDocument();
    expect(screen.getByText("At most $10,000.00, the bank's maximum.")).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Online/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /ATM withdrawals/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Gambling and betting' })).not.toBeChecked();
  });

  it('refuses a limit over the bank maximum without sending anything, and keeps it', async () => {
    signIn();
    const requests = stubLimits();
    const user = userEvent.setup();
    renderLimits();
    await screen.findByRole('textbox', { name: /Per-transaction limit/ });
    await user.clear(perTransaction());
    await fill(user, perTransaction(), '6000.00');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('The most the bank allows is $5,000.00.')).toBeInTheDocument();
    expect(perTransaction()).toHaveValue('6000.00');
    expect(sent(requests, 'PATCH', CONTROLS)).toHaveLength(0);
  });

  it('refuses a per-transaction limit above the daily limit without sending anything', async () => {
    signIn();
    const requests = stubLimits();
    const user = userEvent.setup();
    renderLimits();
    await screen.findByRole('textbox', { name: /Per-transaction limit/ });
    await user.clear(perTransaction());
    await fill(user, perTransaction(), '3000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      screen.getByText('The per-transaction limit cannot be more than the daily limit.'),
    ).toBeInTheDocument();
    expect(perTransaction()).toHaveValue('3000');
    expect(sent(requests, 'PATCH', CONTROLS)).toHaveLength(0);
  });

  it('sends only the fields that changed', async () => {
    signIn();
    const saved = makeCard({
      controls: {
        ...makeCard().controls,
        dailyLimitMinor: 300_000,
        allowAtm: true,
        blockedGroups: ['gambling'],
      },
    });
    const requests = stubLimits([makeCard()], { [`PATCH ${CONTROLS}`]: ok(saved) });
    const user = userEvent.setup();
    renderLimits();
    await screen.findByRole('textbox', { name: /Per-transaction limit/ });
    await user.clear(daily());
    await fill(user, daily(), '3,000');
    await user.click(screen.getByRole('switch', { name: /ATM withdrawals/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Gambling and betting' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(useToasts.getState().current?.title).toBe('Card controls saved'));
    expect(sent(requests, 'PATCH', CONTROLS).map((request) => request.body)).toEqual([
      { dailyLimitMinor: 300_000, allowAtm: true, blockedGroups: ['gambling'] },
    ]);
    expect(daily()).toHaveValue('3000.00');
  });

  it('says when nothing changed, sending nothing', async () => {
    signIn();
    const requests = stubLimits();
    const user = userEvent.setup();
    renderLimits();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(screen.getByText(/Nothing has changed/)).toBeInTheDocument();
    expect(sent(requests, 'PATCH', CONTROLS)).toHaveLength(0);
  });

  it("puts the server's refusal on the limit it is about", async () => {
    signIn();
    stubLimits([makeCard()], {
      [`PATCH ${CONTROLS}`]: apiError(
        422,
        'CARD_LIMIT_OVER_MAXIMUM',
        'The daily limit can be at most $2,000.00 on this account.',
      ),
    });
    const user = userEvent.setup();
    renderLimits();
    await screen.findByRole('textbox', { name: /Per-transaction limit/ });
    await user.clear(daily());
    await fill(user, daily(), '4000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('The daily limit can be at most $2,000.00 on this account.'),
    ).toBeInTheDocument();
    expect(daily()).toHaveAttribute('aria-invalid', 'true');
    expect(daily()).toHaveValue('4000');
  });

  it('opens on the card named in the address, and offers the others', async () => {
    signIn();
    const second = makeCard({ id: uuid(7002), last4: '5678', accountName: 'Bills Checking' });
    stubLimits([makeCard(), second]);
    const user = userEvent.setup();
    renderLimits(`/cards/limits?card=${second.id}`);
    const picker = await screen.findByRole('combobox', { name: 'Card' });
    expect(picker).toHaveTextContent('Card ending 5678');
    await user.click(picker);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Card ending 1234 · Everyday Checking ••4821',
      'Card ending 5678 · Bills Checking ••4821',
    ]);
  });
});
