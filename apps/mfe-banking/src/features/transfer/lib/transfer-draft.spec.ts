import { checking } from '../../../test/fixtures';
import { pinProblem } from './pin-problem';
import {
  amountProblem,
  describeTiming,
  EMPTY_DRAFT,
  recipientReady,
  toRequest,
  toTiming,
  type TransferDraft,
} from './transfer-draft';

const ready: TransferDraft = {
  ...EMPTY_DRAFT,
  fromAccountId: checking.id,
  accountType: 'checking',
  accountNumber: '123456789',
  routingNumber: '021000',
  name: 'Grace',
};

describe('transfer draft rules', () => {
  it.each([
    ['no source', { fromAccountId: '' }],
    ['no type', { accountType: '' as const }],
    ['8-digit account', { accountNumber: '12345678' }],
    ['16-digit account', { accountNumber: '1234567890123456' }],
    ['5-digit routing', { routingNumber: '12345' }],
    ['blank name', { name: '   ' }],
  ])('step 1 is not ready with %s', (_case, patch) => {
    expect(recipientReady({ ...ready, ...patch })).toBe(false);
  });

  it('step 1 is ready at the bounds (9 and 15 digits, 6 and 15 digits)', () => {
    expect(recipientReady(ready)).toBe(true);
    expect(
      recipientReady({
        ...ready,
        accountNumber: '123456789012345',
        routingNumber: '123456789012345',
      }),
    ).toBe(true);
  });

  it('accepts amounts above zero up to the available balance, in exact cents', () => {
    expect(amountProblem('2500.00', checking)).toBeNull();
    expect(amountProblem('0.01', checking)).toBeNull();
    expect(amountProblem('0', checking)).toBe('The amount must be greater than zero.');
    expect(amountProblem('2500.01', checking)).toBe(
      'The amount is more than the available balance of $2,500.00.',
    );
    expect(amountProblem('1.005', checking)).toMatch(/dollars and cents/);
    expect(amountProblem('', checking)).toBe('Enter an amount.');
  });

  it('builds the request body with timing and without empty optional fields', () => {
    const draft = {
      ...ready,
      amount: '1,234.5',
      timingType: 'recurring' as const,
      frequency: 'biweekly' as const,
      startDate: '2099-01-01',
    };
    expect(toRequest(draft, '1234')).toEqual({
      fromAccountId: checking.id,
      recipient: {
        accountType: 'checking',
        accountNumber: '123456789',
        routingNumber: '021000',
        name: 'Grace',
      },
      amountMinor: 123450,
      timing: { type: 'recurring', frequency: 'biweekly', startDate: '2099-01-01' },
      pin: '1234',
    });
    expect(describeTiming(toTiming(draft))).toBe('Bi-weekly from 2099-01-01');
    expect(
      describeTiming(toTiming({ ...draft, timingType: 'scheduled', scheduledDate: '2099-02-02' })),
    ).toBe('On 2099-02-02');
  });

  it('checks the PIN format only (the server checks the PIN)', () => {
    expect(pinProblem('')).toMatchObject({ title: 'Missing PIN' });
    expect(pinProblem('123')).toMatchObject({ title: 'Invalid PIN Format' });
    expect(pinProblem('12a4')).toMatchObject({ title: 'Invalid PIN Format' });
    expect(pinProblem('0000')).toBeNull();
  });
});
