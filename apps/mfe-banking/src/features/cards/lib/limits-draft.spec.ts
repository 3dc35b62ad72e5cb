import { revealDeadline } from '../hooks/use-card-reveal';
import { LIMITS, makeCard } from '../test/card-fixtures';
import { formatExpiry, groupCardNumber } from './card-format';
import { draftFromControls, parseLimitsDraft, type LimitsDraft } from './limits-draft';

const { controls } = makeCard();
const draft = draftFromControls(controls);

describe('parseLimitsDraft', () => {
  it('starts from the card as it is, in dollars, and sends nothing when nothing changed', () => {
    expect(draft).toMatchObject({ perTransaction: '1000.00', daily: '2500.00' });
    expect(parseLimitsDraft(draft, controls, LIMITS)).toEqual({ ok: true, change: {} });
  });

  it.each([
    ['', 'Enter a per-transaction limit.'],
    ['12.345', 'Enter dollars and cents, like 250.00.'],
    ['0', 'The limit must be more than $0.00.'],
    ['5000.01', 'The most the bank allows is $5,000.00.'],
    ['2500.01', 'The per-transaction limit cannot be more than the daily limit.'],
  ])('refuses a per-transaction limit of "%s"', (perTransaction, problem) => {
    expect(parseLimitsDraft({ ...draft, perTransaction }, controls, LIMITS)).toEqual({
      ok: false,
      errors: { perTransaction: problem },
    });
  });

  it('sends only what changed, in integer cents, blocked groups in the contract order', () => {
    const edited: LimitsDraft = {
      ...draft,
      perTransaction: '$1,000',
      daily: '2,600.5',
      allowAbroad: true,
      blockedGroups: ['crypto', 'gambling'],
    };
    expect(parseLimitsDraft(edited, controls, LIMITS)).toEqual({
      ok: true,
      change: {
        dailyLimitMinor: 260_050,
        allowAbroad: true,
        blockedGroups: ['gambling', 'crypto'],
      },
    });
  });
});

describe('revealDeadline', () => {
  const now = Date.parse('2026-11-28T12:00:00.000Z');

  it("hides at the server's hideAt, never later than 60 seconds from now", () => {
    expect(revealDeadline('2026-11-28T12:00:45.000Z', now)).toBe(now + 45_000);
    expect(revealDeadline('2026-11-28T12:05:00.000Z', now)).toBe(now + 60_000);
  });

  it('gives a clock far behind or ahead of the server the full minute', () => {
    expect(revealDeadline('2026-11-28T11:59:00.000Z', now)).toBe(now + 60_000);
    expect(revealDeadline('not a date', now)).toBe(now + 60_000);
  });
});

describe('card formats', () => {
  it('prints the expiry as MM/YY and a revealed number in groups of four', () => {
    expect(formatExpiry(8, 2029)).toBe('08/29');
    expect(groupCardNumber('4000123412341234')).toBe('4000 1234 1234 1234');
  });
});
