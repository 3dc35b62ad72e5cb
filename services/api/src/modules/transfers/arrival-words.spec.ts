import { arrivalWords } from './transfer-policy.service';

describe('arrivalWords', () => {
  it('says how long a transfer to another bank takes, from the configured delay', () => {
    expect(arrivalWords(0)).toBe('under a minute');
    expect(arrivalWords(120_000)).toBe('about 2 minutes');
    expect(arrivalWords(60_000)).toBe('about 1 minute');
    expect(arrivalWords(5 * 3_600_000)).toBe('about 5 hours');
    expect(arrivalWords(2 * 86_400_000)).toBe('about 2 days');
  });
});
