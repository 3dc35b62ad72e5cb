import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dispute } from '@vaultline/contracts';
import { ok, renderPage, sent, stubApi } from '@vaultline/testing';
import { signIn, uuid } from '../../../test/fixtures';
import { makeActivity } from '../../cards/test/card-fixtures';
import { evidenceProblem } from '../lib/evidence';
import { DisputePage } from './dispute-page';
import { DisputesPage } from './disputes-page';
import { NewDisputePage } from './new-dispute-page';

const PAYMENT = makeActivity(1, {
  status: 'posted',
  merchantName: 'Blue Door Coffee',
  amountMinor: 450,
  postedMinor: 450,
});

function makeDispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    id: uuid(501),
    subjectKind: 'card',
    subjectId: PAYMENT.id,
    accountId: uuid(1),
    counterparty: 'Blue Door Coffee',
    amountMinor: 450,
    transactionAt: '2026-11-20T10:00:00.000Z',
    reason: 'not_recognised',
    description: 'I was at home.',
    status: 'open',
    lateFiling: false,
    resolveDays: 45,
    provisionalCreditDue: '2026-12-10',
    resolveBy: '2027-01-09',
    provisionalCreditMinor: 0,
    provisionalCreditAt: null,
    reversalAt: null,
    question: null,
    decisionNote: null,
    hasAttachment: false,
    events: [{ at: '2026-11-25T10:00:00.000Z', kind: 'filed', text: 'Dispute received.' }],
    createdAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

describe('disputes', () => {
  it('files a card dispute with the card action only for a payment not recognised', async () => {
    signIn();
    const requests = stubApi({
      'GET /cards/activity': ok({ activity: [PAYMENT] }),
      'POST /disputes': ok(makeDispute(), 201),
    });
    const user = userEvent.setup();
    renderPage(<NewDisputePage />, {
      path: '/disputes/new',
      url: `/disputes/new?kind=card&id=${PAYMENT.id}`,
    });
    expect(await screen.findByText(/Blue Door Coffee, \$4\.50/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'File dispute' }));
    expect(screen.getByText('Choose a reason.')).toBeInTheDocument();
    expect(sent(requests, 'POST', '/disputes')).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: 'I was charged twice' }));
    expect(screen.queryByRole('radio', { name: 'Freeze the card' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /I don’t recognise this payment/ }));
    await user.click(screen.getByRole('radio', { name: 'Freeze the card' }));
    await user.type(screen.getByLabelText(/What happened/), 'I was at home.');
    await user.click(screen.getByRole('button', { name: 'File dispute' }));
    await waitFor(() => expect(sent(requests, 'POST', '/disputes')).toHaveLength(1));
    expect(sent(requests, 'POST', '/disputes')[0]?.body).toEqual({
      subjectKind: 'card',
      subjectId: PAYMENT.id,
      reason: 'not_recognised',
      description: 'I was at home.',
      attachmentId: null,
      cardAction: 'freeze',
    });
  });

  it('refuses evidence of another type or over 5 MB in the browser', () => {
    expect(evidenceProblem(new File(['x'], 'a.txt', { type: 'text/plain' }))).toMatch(
      /JPEG or PNG/,
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.pdf', {
      type: 'application/pdf',
    });
    expect(evidenceProblem(big)).toBe('The file is over 5 MB.');
    expect(evidenceProblem(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }))).toBeNull();
  });

  it('lists disputes with their clock and a late filing marked', async () => {
    signIn();
    stubApi({ 'GET /disputes': ok({ disputes: [makeDispute({ lateFiling: true })] }) });
    renderPage(<DisputesPage />, { path: '/disputes' });
    expect(await screen.findByText('Under investigation')).toBeInTheDocument();
    expect(screen.getByText('Late filing')).toBeInTheDocument();
    expect(screen.getByText(/Decision by Sat, Jan 9, 2027/)).toBeInTheDocument();
  });

  it('says how to dispute when there are no disputes', async () => {
    signIn();
    stubApi({ 'GET /disputes': ok({ disputes: [] }) });
    renderPage(<DisputesPage />, { path: '/disputes' });
    expect(await screen.findByText(/You have no disputes/)).toBeInTheDocument();
  });

  it('tells a customer whose dispute was denied when the provisional credit is taken back', async () => {
    signIn();
    const denied = makeDispute({
      status: 'denied',
      provisionalCreditMinor: 450,
      provisionalCreditAt: '2026-11-26T10:00:00.000Z',
      reversalAt: '2026-12-04',
      decisionNote: 'The merchant sent proof of delivery.',
    });
    stubApi({ [`GET /disputes/${denied.id}`]: ok(denied) });
    renderPage(<DisputePage />, { path: '/disputes/:disputeId', url: `/disputes/${denied.id}` });
    expect(
      await screen.findByText(
        'The provisional credit of $4.50 will be taken back on Fri, Dec 4, 2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw dispute' })).not.toBeInTheDocument();
  });

  it('answers the bank’s question', async () => {
    signIn();
    const asked = makeDispute({ status: 'info_requested', question: 'Where were you?' });
    const requests = stubApi({
      [`GET /disputes/${asked.id}`]: ok(asked),
      [`POST /disputes/${asked.id}/answer`]: ok(makeDispute()),
    });
    const user = userEvent.setup();
    renderPage(<DisputePage />, { path: '/disputes/:disputeId', url: `/disputes/${asked.id}` });
    expect(await screen.findByText(/We asked: Where were you\?/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Your answer/), 'At home.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(sent(requests, 'POST', `/disputes/${asked.id}/answer`)).toHaveLength(1),
    );
    expect(sent(requests, 'POST', `/disputes/${asked.id}/answer`)[0]?.body).toEqual({
      message: 'At home.',
    });
  });
});
