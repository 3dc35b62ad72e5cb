import type { Biller } from '@vaultline/contracts';
import { EMPTY_PAY_DRAFT, parsePayDraft, referenceProblem } from './pay-bill-draft';

const POWER: Biller = {
  id: 'brightwater-power',
  name: 'Brightwater Power & Light',
  category: 'utilities',
  referenceLabel: 'Account number',
  referencePattern: '[0-9]{10}',
  referenceExample: '4410023378',
  referenceHint: '10 digits, at the top right of your electricity bill.',
};
const IDS = {
  customerBillerId: '11111111-1111-4111-8111-111111111111',
  accountId: '22222222-2222-4222-8222-222222222222',
};

describe('pay-a-bill draft', () => {
  it('checks the reference against the biller format, spaces and case aside', () => {
    expect(referenceProblem(POWER, '441 002 3378')).toBeNull();
    expect(referenceProblem(POWER, '12345')).toBe(POWER.referenceHint);
    expect(referenceProblem(POWER, '')).toBe('Enter your account number.');
  });

  it('makes a monthly request with a count, and says what is missing', () => {
    const ok = parsePayDraft({
      ...EMPTY_PAY_DRAFT,
      ...IDS,
      amount: '84.20',
      timing: 'monthly',
      date: '2030-01-15',
      count: '3',
    });
    expect(ok).toEqual({
      ok: true,
      request: {
        ...IDS,
        amountMinor: 8420,
        timing: { type: 'monthly', startDate: '2030-01-15', count: 3 },
      },
    });
    const bad = parsePayDraft({ ...EMPTY_PAY_DRAFT, amount: 'abc', timing: 'on_date' });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(Object.keys(bad.errors).sort()).toEqual([
        'accountId',
        'amount',
        'customerBillerId',
        'date',
      ]);
  });
});
