import { disputeClock, escalationHorizon, reversalDay } from './dispute-clock';

const OLD_ACCOUNT = new Date('2025-01-01T00:00:00Z');
const facts = (filed: string, transaction = '2026-11-20T12:00:00Z') => ({
  filedAt: new Date(`${filed}T15:00:00Z`),
  transactionAt: new Date(transaction),
  accountOpenedAt: OLD_ACCOUNT,
  foreign: false,
  pointOfSale: false,
});

describe('the Regulation E clock', () => {
  it('counts the provisional credit in business days across a weekend and Thanksgiving', () => {
    // Filed Wed 25 Nov 2026: Thanksgiving (26th) and two weekends are not business days.
    const clock = disputeClock(facts('2026-11-25'));
    expect(clock.provisionalDue).toBe('2026-12-10');
    expect(clock.resolveDays).toBe(45);
    expect(clock.resolveBy).toBe('2027-01-09');
    expect(clock.lateFiling).toBe(false);
  });

  it('gives 90 days for a new account, a payment abroad or at a point of sale', () => {
    expect(
      disputeClock({ ...facts('2026-11-25'), accountOpenedAt: new Date('2026-11-10') }).resolveDays,
    ).toBe(90);
    expect(disputeClock({ ...facts('2026-11-25'), foreign: true }).resolveDays).toBe(90);
    expect(disputeClock({ ...facts('2026-11-25'), pointOfSale: true }).resolveBy).toBe(
      '2027-02-23',
    );
  });

  it('marks a filing more than 60 days after the statement that showed the payment', () => {
    // A September payment is on the statement of 30 Sep; 60 days later is 29 Nov.
    expect(disputeClock(facts('2026-11-29', '2026-09-14T10:00:00Z')).lateFiling).toBe(false);
    expect(disputeClock(facts('2026-11-30', '2026-09-14T10:00:00Z')).lateFiling).toBe(true);
  });

  it('takes a provisional credit back 5 business days after the notice, skipping Christmas', () => {
    // Notice Mon 21 Dec 2026: 22, 23, 24, (25 holiday, weekend), 28, 29.
    expect(reversalDay(new Date('2026-12-21T10:00:00Z'))).toBe('2026-12-29');
    expect(escalationHorizon(new Date('2026-11-25T10:00:00Z'))).toBe('2026-12-03');
  });
});
