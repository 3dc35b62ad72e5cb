import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AchBatchDetail, AchBatchSummary } from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import { apiError, ok, renderPage, sent, setScreenWidth, stubApi } from '@vaultline/testing';
import { CUSTOMER_ID, signInStaff, uuid } from '../../../test/fixtures';
import { AchBatchPage } from './ach-batch-page';
import { AchBatchesPage } from './ach-batches-page';

const BATCH_ID = uuid(7001);

const batch: AchBatchSummary = {
  id: BATCH_ID,
  fileName: 'ACH-20261128-0001.txt',
  status: 'settled',
  entryCount: 3,
  debitTotalMinor: 125_050,
  creditTotalMinor: 39,
  returnCount: 1,
  createdAt: '2026-11-27T18:00:00.000Z',
  settledAt: '2026-11-28T09:00:00.000Z',
};

const detail: AchBatchDetail = {
  ...batch,
  entries: [
    {
      id: uuid(7101),
      traceNumber: '021000020000001',
      purpose: 'pull',
      transactionCode: '27',
      amountMinor: 125_050,
      customer: { id: CUSTOMER_ID, name: 'Ada Lovelace', email: 'ada@example.com' },
      routingNumber: '021000021',
      accountNumberLast4: '6789',
      returnCode: 'R01',
      returnReason: 'Insufficient funds',
      returnedAt: null,
    },
  ],
};

function mockDownloads() {
  URL.createObjectURL = jest.fn(() => 'blob:ach');
  URL.revokeObjectURL = jest.fn();
  return jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
}

afterEach(() => jest.restoreAllMocks());

describe('AchBatchesPage', () => {
  it('lists the ACH files with status, dates, entries, totals and returns', async () => {
    signInStaff();
    setScreenWidth(1280);
    stubApi({ 'GET /admin/ach/batches': ok({ batches: [batch] }) });
    renderPage(<AchBatchesPage />, { path: '/admin/ach' });
    const table = await screen.findByRole('table', { name: 'ACH files' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toBeDefined();
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent).slice(0, 8)).toEqual([
      'ACH-20261128-0001.txt',
      'Settled',
      expect.stringMatching(/^2026-11-2\d \d\d:\d\d$/),
      expect.stringMatching(/^2026-11-2\d \d\d:\d\d$/),
      '3',
      '$1,250.50',
      '$0.39',
      '1',
    ]);
    expect(within(table).getByRole('link', { name: 'ACH-20261128-0001.txt' })).toHaveAttribute(
      'href',
      `/admin/ach/${BATCH_ID}`,
    );
  });

  it('downloads the NACHA file through the API as a blob', async () => {
    signInStaff();
    setScreenWidth(1280);
    const click = mockDownloads();
    const requests = stubApi({
      'GET /admin/ach/batches': ok({ batches: [batch] }),
      [`GET /admin/ach/batches/${BATCH_ID}/file`]: ok(new Blob(['101 021000021'])),
    });
    const user = userEvent.setup();
    renderPage(<AchBatchesPage />, { path: '/admin/ach' });
    await user.click(
      await screen.findByRole('button', { name: 'Download file ACH-20261128-0001.txt' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(sent(requests, 'GET', `/admin/ach/batches/${BATCH_ID}/file`)).toHaveLength(1);
    expect(useToasts.getState().current).toMatchObject({
      title: 'File Downloaded',
      severity: 'success',
    });
  });

  it('shows cards on a phone, an empty state, and an error with Retry', async () => {
    signInStaff();
    setScreenWidth(375);
    stubApi({ 'GET /admin/ach/batches': ok({ batches: [batch] }) });
    const { unmount } = renderPage(<AchBatchesPage />, { path: '/admin/ach' });
    const card = await screen.findByRole('listitem', { name: 'ACH-20261128-0001.txt' });
    expect(within(card).getByText('$1,250.50')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    stubApi({ 'GET /admin/ach/batches': ok({ batches: [] }) });
    const empty = renderPage(<AchBatchesPage />, { path: '/admin/ach' });
    expect(await screen.findByText(/No ACH files yet/)).toBeInTheDocument();
    empty.unmount();
    stubApi({ 'GET /admin/ach/batches': apiError(500, 'INTERNAL', 'Something went wrong.') });
    renderPage(<AchBatchesPage />, { path: '/admin/ach' });
    expect(await screen.findByText("We couldn't load the ACH files.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});

describe('AchBatchPage', () => {
  it("shows a file's entries with their return, and downloads the file", async () => {
    signInStaff();
    setScreenWidth(1280);
    const click = mockDownloads();
    stubApi({
      [`GET /admin/ach/batches/${BATCH_ID}`]: ok(detail),
      [`GET /admin/ach/batches/${BATCH_ID}/file`]: ok(new Blob(['101'])),
    });
    const user = userEvent.setup();
    renderPage(<AchBatchPage />, { path: '/admin/ach/:batchId', url: `/admin/ach/${BATCH_ID}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ACH-20261128-0001.txt' }),
    ).toBeInTheDocument();
    const entries = screen.getByRole('table', { name: 'Entries' });
    const [, row] = within(entries).getAllByRole('row');
    expect(row).toHaveTextContent('021000020000001');
    expect(row).toHaveTextContent('Money in (pull)');
    expect(row).toHaveTextContent('27');
    expect(row).toHaveTextContent('$1,250.50');
    expect(within(row as HTMLElement).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/admin-user-details/${CUSTOMER_ID}`,
    );
    expect(row).toHaveTextContent('•••• 6789');
    expect(row).toHaveTextContent('R01 Insufficient funds');
    await user.click(screen.getByRole('button', { name: 'Download file ACH-20261128-0001.txt' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  });
});
