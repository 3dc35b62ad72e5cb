import {
  EMPTY_DRAFT,
  holdText,
  parseDraft,
  pullLimitWarning,
  pullRemainingMinor,
} from './move-money-draft';

const limits = {
  dailyLimitMinor: 250_000,
  monthlyLimitMinor: 1_000_000,
  pulledTodayMinor: 20_000,
  pulledThisMonthMinor: 900_000,
  holdBusinessDays: 3,
};

describe('move money draft', () => {
  it('sends the amount as integer cents, never through a float', () => {
    const draft = { ...EMPTY_DRAFT, linkedAccountId: 'l', accountId: 'a', amount: '1,234.56' };
    expect(parseDraft(draft)).toEqual({
      ok: true,
      request: { direction: 'in', linkedAccountId: 'l', accountId: 'a', amountMinor: 123_456 },
    });
  });

  it('names every missing or malformed field', () => {
    expect(parseDraft({ ...EMPTY_DRAFT, amount: '12.345' })).toEqual({
      ok: false,
      errors: {
        linkedAccountId: 'Choose a linked account.',
        accountId: 'Choose one of your Vaultline accounts.',
        amount: 'Enter dollars and cents, like 125.50.',
      },
    });
    expect(
      parseDraft({ ...EMPTY_DRAFT, linkedAccountId: 'l', accountId: 'a', amount: '0' }),
    ).toEqual({
      ok: false,
      errors: { amount: 'The amount must be greater than zero.' },
    });
  });

  it('leaves the smaller of what today and this month allow', () => {
    expect(pullRemainingMinor(limits)).toBe(100_000);
    expect(pullRemainingMinor({ ...limits, pulledThisMonthMinor: 0 })).toBe(230_000);
    expect(pullRemainingMinor({ ...limits, pulledTodayMinor: 300_000 })).toBe(0);
  });

  it('warns about money in above the limits, never about money out', () => {
    const draft = { ...EMPTY_DRAFT, amount: '1000.01' };
    expect(pullLimitWarning(draft, limits)).toBe(
      'More than you can add now: $1,000.00 is left of your limits.',
    );
    expect(pullLimitWarning({ ...draft, amount: '1000.00' }, limits)).toBeNull();
    expect(pullLimitWarning({ ...draft, direction: 'out' }, limits)).toBeNull();
  });

  it('says the hold in business days', () => {
    expect(holdText(3)).toBe('Money you add is available after 3 business days.');
    expect(holdText(1)).toBe('Money you add is available after 1 business day.');
  });
});
