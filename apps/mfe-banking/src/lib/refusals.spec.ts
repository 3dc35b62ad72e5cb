import { formatDateTime } from '@vaultline/ui';
import { refusalText } from './refusals';

const until = '2026-11-29T14:05:00.000Z';

describe('refusalText', () => {
  it("says an email change's hold in local time, in the words of the place it is refused", () => {
    const error = {
      code: 'TRANSFERS_EMAIL_CHANGE_HOLD',
      message: 'Your sign-in email changed recently. ... until 2026-11-29 14:05 UTC.',
      details: { until },
    };
    expect(refusalText(error, 'payees')).toBe(
      `Your sign-in email changed recently. For your safety, adding payees waits until ${formatDateTime(until)}.`,
    );
    expect(refusalText(error, 'pinReset')).toMatch(/a new transfer PIN waits until/);
  });

  it("keeps the API's words for a first payment's limit (no time yet) and for anything else", () => {
    const firstPayment = {
      code: 'TRANSFERS_NEW_PAYEE_LIMIT',
      message: 'This recipient is new: in the first hours after you first pay them ...',
      details: { limitMinor: 50_000, remainingMinor: 50_000, until: null },
    };
    expect(refusalText(firstPayment)).toBe(firstPayment.message);
    expect(refusalText({ code: 'TRANSFERS_INSUFFICIENT_FUNDS', message: 'No money.' })).toBe(
      'No money.',
    );
    // Details not as the contract says: the API's words stand.
    expect(
      refusalText({ code: 'TRANSFERS_EMAIL_CHANGE_HOLD', message: 'Held.', details: {} }),
    ).toBe('Held.');
  });
});
