import { DAILY_LIMIT_MINOR } from '@vaultline/contracts';
import type { DecisionInput } from './transfer-decision';
import { decideTransfer } from './transfer-decision';

const input = (overrides: Partial<DecisionInput> = {}): DecisionInput => ({
  amountMinor: 10_000,
  recipientKind: 'internal',
  knownRecipient: true,
  codeAlreadyGiven: false,
  settings: { stepUpRequired: false, tier: 'standard' },
  bank: { stepUpThresholdMinor: 100_000, reviewThresholdMinor: 500_000 },
  ...overrides,
});

describe('what happens to a transfer', () => {
  it('completes an ordinary transfer to a known Vaultline account at once, and sends one to another bank', () => {
    expect(decideTransfer(input())).toEqual({
      status: 'completed',
      review: false,
      dailyLimitMinor: DAILY_LIMIT_MINOR.standard,
    });
    expect(decideTransfer(input({ recipientKind: 'external' })).status).toBe('pending');
  });

  it('asks for the emailed code for a new recipient, above the step-up threshold, or when staff require it', () => {
    expect(decideTransfer(input({ knownRecipient: false })).status).toBe('awaiting_code');
    expect(decideTransfer(input({ amountMinor: 100_001 })).status).toBe('awaiting_code');
    expect(decideTransfer(input({ amountMinor: 100_000 })).status).toBe('completed');
    expect(
      decideTransfer(input({ settings: { stepUpRequired: true, tier: 'standard' } })).status,
    ).toBe('awaiting_code');
    expect(decideTransfer(input({ knownRecipient: false, codeAlreadyGiven: true })).status).toBe(
      'completed',
    );
  });

  it('holds a transfer above the review threshold for staff, after its code', () => {
    expect(decideTransfer(input({ amountMinor: 500_001, codeAlreadyGiven: true }))).toMatchObject({
      status: 'under_review',
      review: true,
    });
    expect(decideTransfer(input({ amountMinor: 500_001 }))).toMatchObject({
      status: 'awaiting_code',
      review: true,
    });
    expect(decideTransfer(input({ amountMinor: 500_000, codeAlreadyGiven: true }))).toMatchObject({
      status: 'completed',
      review: false,
    });
  });

  it('applies the customer’s daily limit tier', () => {
    expect(
      decideTransfer(input({ settings: { stepUpRequired: false, tier: 'premium' } }))
        .dailyLimitMinor,
    ).toBe(DAILY_LIMIT_MINOR.premium);
  });
});
