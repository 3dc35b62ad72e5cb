import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckDeposit, CheckDepositList } from '@vaultline/contracts';
import { apiError, ok, renderPage, sent, stubApi, type StubHandler } from '@vaultline/testing';
import { CHECKING_ID, checking, savings, signIn, uuid } from '../../../test/fixtures';
import { DepositCheckPage } from './deposit-check-page';

const LIMITS = {
  dailyLimitMinor: 500_000,
  monthlyLimitMinor: 2_000_000,
  depositedTodayMinor: 100_000,
  depositedThisMonthMinor: 100_000,
  nextDayMinor: 22_500,
  holdBusinessDays: 2,
};

function makeDeposit(overrides: Partial<CheckDeposit> = {}): CheckDeposit {
  return {
    id: uuid(7),
    accountId: CHECKING_ID,
    amountMinor: 40_000,
    checkNumber: '1042',
    micrRouting: '011000015',
    micrAccountLast4: '9876',
    status: 'in_review',
    staffNote: null,
    nextDayMinor: 0,
    nextDayAt: null,
    restAt: null,
    availableMinor: 0,
    returnReason: null,
    createdAt: '2026-11-28T12:00:00.000Z',
    ...overrides,
  };
}

function stubDeposits(
  list: Partial<CheckDepositList> = {},
  routes: Record<string, StubHandler> = {},
) {
  return stubApi({
    'GET /check-deposits': ok({
      deposits: [],
      limits: LIMITS,
      canDeposit: true,
      blockedReason: null,
      ...list,
    }),
    'GET /accounts': ok({ accounts: [checking, savings] }),
    'POST /check-deposits/images': ok(
      { id: uuid(9), width: 1200, height: 540, sha256: 'a'.repeat(64) },
      201,
    ),
    ...routes,
  });
}

const photo = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

async function fillForm() {
  const user = userEvent.setup();
  renderPage(<DepositCheckPage />, { path: '/deposit-check' });
  await user.click(await screen.findByRole('combobox', { name: /Deposit to/ }));
  await user.click(screen.getByRole('option', { name: /Everyday Checking/ }));
  await user.type(screen.getByLabelText(/Amount/), '400.00');
  await user.type(screen.getByLabelText(/Routing number/), '011000015');
  await user.type(screen.getByLabelText(/Account number/), '4420019876');
  await user.type(screen.getByLabelText(/Check number/), '1042');
  await user.upload(screen.getByLabelText('Add photo: Front of the check'), photo('front.jpg'));
  await user.upload(screen.getByLabelText('Add photo: Back of the check'), photo('back.jpg'));
  await user.click(screen.getByRole('checkbox', { name: /I signed the back of the check/ }));
  return user;
}

describe('DepositCheckPage', () => {
  it('shows what is left of the limits and when money becomes available', async () => {
    signIn();
    stubDeposits();
    renderPage(<DepositCheckPage />, { path: '/deposit-check' });
    expect(
      await screen.findByText(
        'You can deposit $4,000.00 more today and $19,000.00 more this month.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /the first \$225\.00 is available the next business day; the rest after 2 business days/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No checks deposited yet.')).toBeInTheDocument();
  });

  it('sends both photos, then the deposit with an Idempotency-Key, and says it waits for review', async () => {
    signIn();
    const requests = stubDeposits({}, { 'POST /check-deposits': ok(makeDeposit(), 201) });
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Deposit check' }));
    expect(
      await screen.findByText(/Check #1042 for \$400\.00 is deposited and waiting for review/),
    ).toBeInTheDocument();
    expect(sent(requests, 'POST', '/check-deposits/images')).toHaveLength(2);
    const [deposit] = sent(requests, 'POST', '/check-deposits');
    expect(deposit?.body).toEqual({
      accountId: CHECKING_ID,
      amountMinor: 40_000,
      checkNumber: '1042',
      micrRouting: '011000015',
      micrAccount: '4420019876',
      frontImageId: uuid(9),
      backImageId: uuid(9),
      endorsed: true,
    });
    expect(deposit?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's refusal of a duplicate and keeps what was typed", async () => {
    signIn();
    stubDeposits(
      {},
      {
        'POST /check-deposits': apiError(
          409,
          'CHECK_DUPLICATE',
          'This check was already deposited: a check can be deposited once.',
        ),
      },
    );
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Deposit check' }));
    expect(await screen.findByText(/This check was already deposited/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Amount/)).toHaveValue('400.00');
  });

  it('refuses a photo that is not JPEG or PNG before sending anything', async () => {
    signIn();
    const requests = stubDeposits();
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<DepositCheckPage />, { path: '/deposit-check' });
    const gif = new File(['gif'], 'check.gif', { type: 'image/gif' });
    await user.upload(await screen.findByLabelText('Add photo: Front of the check'), gif);
    expect(screen.getByText('Choose a photo in JPEG or PNG format.')).toBeInTheDocument();
    expect(sent(requests, 'POST', '/check-deposits/images')).toHaveLength(0);
  });

  it('lists deposits with their status and asks for new photos where staff need them', async () => {
    signIn();
    const needsImage = makeDeposit({
      status: 'needs_image',
      staffNote: 'The MICR line is cut off.',
    });
    stubDeposits({ deposits: [needsImage] });
    renderPage(<DepositCheckPage />, { path: '/deposit-check' });
    expect(await screen.findByText('We need better photos')).toBeInTheDocument();
    expect(
      screen.getByText(/The MICR line is cut off\. Send new photos of both sides\./),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Send new photos of check #1042' }),
    ).toBeInTheDocument();
  });

  it('says why a customer who is not verified cannot deposit', async () => {
    signIn();
    stubDeposits({
      canDeposit: false,
      blockedReason: 'Verify your identity before depositing checks.',
    });
    renderPage(<DepositCheckPage />, { path: '/deposit-check' });
    expect(await screen.findByText('Depositing checks is not open to you yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toBeInTheDocument();
    expect(
      screen.getByText('Once your identity is verified, you can deposit a check here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Deposit a check' })).not.toBeInTheDocument();
  });
});
