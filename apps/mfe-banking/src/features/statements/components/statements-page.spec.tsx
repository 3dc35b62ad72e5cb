import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoredStatement } from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import { apiError, ok, renderPage, sent, stubApi } from '@vaultline/testing';
import { CHECKING_ID, makeAccountDetail, signIn, uuid } from '../../../test/fixtures';
import { StatementsPage } from './statements-page';

const october: StoredStatement = {
  id: uuid(7001),
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  openingBalanceMinor: 100_000,
  closingBalanceMinor: 250_000,
  moneyInMinor: 200_000,
  moneyOutMinor: 50_000,
  lineCount: 12,
  sha256: 'a'.repeat(64),
  createdAt: '2026-11-01T00:05:00.000Z',
};

const archiveUrl = `GET /accounts/${CHECKING_ID}/statements`;

function renderStatements() {
  renderPage(<StatementsPage />, {
    path: '/account-details/:accountId/statements',
    url: `/account-details/${CHECKING_ID}/statements`,
  });
}

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:statement');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

describe('StatementsPage', () => {
  it('lists the kept monthly statements with their balances and downloads one as PDF', async () => {
    signIn();
    const requests = stubApi({
      [`GET /accounts/${CHECKING_ID}`]: ok(makeAccountDetail()),
      [archiveUrl]: ok({ statements: [october] }),
      [`GET /accounts/${CHECKING_ID}/statements/${october.id}`]: ok(new Blob(['%PDF-'])),
    });
    const user = userEvent.setup();
    renderStatements();
    const monthly = await screen.findByRole('region', { name: 'Monthly Statements' });
    expect(await within(monthly).findByText('October 2026')).toBeInTheDocument();
    expect(within(monthly).getByText(/\$1,000\.00 → \$2,500\.00 · 12 lines/)).toBeInTheDocument();
    await user.click(
      within(monthly).getByRole('button', { name: 'Download October 2026 statement as PDF' }),
    );
    await waitFor(() => expect(useToasts.getState().current?.title).toBe('Statement Downloaded'));
    const [download] = sent(requests, 'GET', `/accounts/${CHECKING_ID}/statements/${october.id}`);
    expect(download.params).toEqual({ format: 'pdf' });
    expect(URL.createObjectURL).toHaveBeenCalled();
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1);
  });

  it('says when no monthly statement exists yet', async () => {
    signIn();
    stubApi({
      [`GET /accounts/${CHECKING_ID}`]: ok(makeAccountDetail()),
      [archiveUrl]: ok({ statements: [] }),
    });
    renderStatements();
    expect(await screen.findByText(/No monthly statements yet/)).toBeInTheDocument();
  });

  it('checks the range before asking, and shows the server’s reason when it refuses', async () => {
    signIn();
    const requests = stubApi({
      [`GET /accounts/${CHECKING_ID}`]: ok(makeAccountDetail()),
      [archiveUrl]: ok({ statements: [] }),
      [`GET /accounts/${CHECKING_ID}/statements/range`]: apiError(
        422,
        'STATEMENTS_TOO_MANY_LINES',
        'This period has too many lines for one statement. Choose a shorter range.',
      ),
    });
    const user = userEvent.setup();
    renderStatements();
    const range = await screen.findByRole('region', { name: 'Statement for Any Dates' });
    const from = within(range).getByLabelText('From');
    const to = within(range).getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-03-02');
    await user.clear(to);
    await user.type(to, '2026-03-01');
    await user.click(within(range).getByRole('button', { name: 'Download CSV' }));
    expect(
      within(range).getByText('The start date must be on or before the end date'),
    ).toBeInTheDocument();
    expect(sent(requests, 'GET', `/accounts/${CHECKING_ID}/statements/range`)).toHaveLength(0);

    await user.clear(from);
    await user.type(from, '2026-02-01');
    await user.click(within(range).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        title: 'Download failed',
        description: expect.stringMatching(/too many lines for one statement/),
      }),
    );
    expect(sent(requests, 'GET', `/accounts/${CHECKING_ID}/statements/range`)[0].params).toEqual({
      from: '2026-02-01',
      to: '2026-03-01',
      format: 'csv',
    });
  });
});
