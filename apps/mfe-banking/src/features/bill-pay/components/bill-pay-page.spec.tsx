import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Biller, BillPayment, CustomerBiller } from '@vaultline/contracts';
import { apiError, ok, renderPage, sent, stubApi, type StubHandler } from '@vaultline/testing';
import { CHECKING_ID, checking, signIn, uuid } from '../../../test/fixtures';
import { BillPayPage } from './bill-pay-page';

const POWER: Biller = {
  id: 'brightwater-power',
  name: 'Brightwater Power & Light',
  category: 'utilities',
  referenceLabel: 'Account number',
  referencePattern: '[0-9]{10}',
  referenceExample: '4410023378',
  referenceHint: '10 digits, at the top right of your electricity bill.',
};
const MINE: CustomerBiller = {
  id: uuid(900),
  billerId: POWER.id,
  billerName: POWER.name,
  category: 'utilities',
  referenceLast4: '3378',
  nickname: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function makePayment(overrides: Partial<BillPayment> = {}): BillPayment {
  return {
    id: uuid(901),
    customerBillerId: MINE.id,
    billerName: POWER.name,
    referenceLast4: '3378',
    accountId: CHECKING_ID,
    amountMinor: 8_420,
    payOn: '2030-01-15',
    status: 'scheduled',
    series: null,
    seriesRun: null,
    returnCode: null,
    returnReason: null,
    failureReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function stubBillPay(routes: Record<string, StubHandler> = {}, canPay = true) {
  return stubApi({
    'GET /billers/directory': ok({ billers: [POWER] }),
    'GET /billers': ok({ billers: [MINE] }),
    'GET /accounts': ok({ accounts: [checking] }),
    'GET /bill-payments': ok({
      payments: [],
      canPay,
      blockedReason: canPay ? null : 'Verify your identity before moving money to other banks.',
    }),
    ...routes,
  });
}

describe('BillPayPage', () => {
  it("checks the reference against the biller's format at once, sending nothing until it fits", async () => {
    signIn();
    const requests = stubBillPay({
      'POST /billers': ok({ method: 'email', message: 'We emailed you a code.' }),
    });
    const user = userEvent.setup();
    renderPage(<BillPayPage />, { path: '/payments/bills' });
    await user.click(await screen.findByRole('button', { name: 'Add a Biller' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a biller' });
    await user.click(within(dialog).getByRole('combobox', { name: /Biller/ }));
    await user.click(screen.getByRole('option', { name: /Brightwater Power & Light/ }));
    await user.type(within(dialog).getByLabelText(/Account number/), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(POWER.referenceHint)).toBeInTheDocument();
    expect(sent(requests, 'POST', '/billers')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/Account number/));
    await user.type(within(dialog).getByLabelText(/Account number/), '441 002 3378');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('We emailed you a code.')).toBeInTheDocument();
    expect(sent(requests, 'POST', '/billers')[0]?.body).toEqual({
      billerId: POWER.id,
      reference: '4410023378',
      nickname: null,
    });
  });

  it('pays now with an Idempotency-Key, and keeps the amount through a refusal', async () => {
    signIn();
    const requests = stubBillPay({
      'POST /bill-payments': apiError(
        422,
        'BILLPAY_INSUFFICIENT_FUNDS',
        'Insufficient funds: $12.00 available in this account.',
      ),
    });
    const user = userEvent.setup();
    renderPage(<BillPayPage />, { path: '/payments/bills' });
    await user.click(await screen.findByRole('combobox', { name: /Pay to/ }));
    await user.click(
      screen.getByRole('option', { name: /Brightwater Power & Light · account •••• 3378/ }),
    );
    await user.click(screen.getByRole('combobox', { name: /From account/ }));
    await user.click(screen.getByRole('option', { name: /Everyday Checking •••• 4821/ }));
    await user.type(screen.getByLabelText(/Amount/), '84.20');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(/Insufficient funds: \$12\.00 available/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Amount/)).toHaveValue('84.20');
    const [request] = sent(requests, 'POST', '/bill-payments');
    expect(request?.body).toEqual({
      customerBillerId: MINE.id,
      accountId: CHECKING_ID,
      amountMinor: 8_420,
      timing: { type: 'now' },
    });
    expect(request?.headers['idempotency-key']).toBeTruthy();
  });

  it('lists payments with their true status, and offers change and cancel only before they go', async () => {
    signIn();
    const returned = makePayment({
      id: uuid(902),
      payOn: '2026-11-02',
      status: 'returned',
      returnCode: 'R02',
      returnReason: 'Account closed',
    });
    stubBillPay({
      'GET /bill-payments': ok({
        payments: [makePayment(), returned],
        canPay: true,
        blockedReason: null,
      }),
    });
    renderPage(<BillPayPage />, { path: '/payments/bills' });
    const list = await screen.findByRole('list', { name: 'Bill payments' });
    const [waiting, back] = within(list).getAllByRole('listitem');
    expect(
      within(waiting as HTMLElement).getByRole('button', { name: 'Change' }),
    ).toBeInTheDocument();
    expect(
      within(back as HTMLElement).getByText(/Account closed \(R02\)\. The money is back/),
    ).toBeInTheDocument();
    expect(within(back as HTMLElement).queryByRole('button', { name: 'Change' })).toBeNull();
  });

  it('removes a biller after saying its scheduled payments go with it', async () => {
    signIn();
    const requests = stubBillPay({
      [`DELETE /billers/${MINE.id}`]: ok({ message: 'Brightwater Power & Light was removed.' }),
    });
    const user = userEvent.setup();
    renderPage(<BillPayPage />, { path: '/payments/bills' });
    await user.click(
      await screen.findByRole('button', { name: 'Remove Brightwater Power & Light' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove Brightwater Power & Light?' });
    expect(
      within(dialog).getByText(/Scheduled and monthly payments to this biller are/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Biller' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(requests, 'DELETE', `/billers/${MINE.id}`)).toHaveLength(1);
  });

  it('says why a customer whose identity is not verified cannot pay bills yet', async () => {
    signIn();
    stubBillPay({}, false);
    renderPage(<BillPayPage />, { path: '/payments/bills' });
    expect(await screen.findByText(/Verify your identity before moving money/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a Biller' })).toBeDisabled();
  });
});
