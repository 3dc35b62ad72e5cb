import {
  addMinor,
  formatDate,
  formatSignedUsd,
  formatUsd,
  MoneyError,
  parseUsdToMinor,
} from './index';

describe('formatUsd', () => {
  it('formats cents with a dollar sign and en-US grouping', () => {
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(-1050)).toBe('-$10.50');
  });

  it('is exact where float division would round wrongly', () => {
    // 1.005 dollars cannot be represented exactly as a float; the cents string path never meets it.
    expect(formatUsd(100)).toBe('$1.00');
    expect(formatUsd(900719925474099)).toBe('$9,007,199,254,740.99');
  });

  it('refuses amounts that are not safe integers', () => {
    expect(() => formatUsd(1.5)).toThrow(MoneyError);
    expect(() => formatUsd(2 ** 53)).toThrow(MoneyError);
  });
});

describe('formatSignedUsd', () => {
  it('puts the sign before the dollar sign', () => {
    expect(formatSignedUsd(1000)).toBe('+$10.00');
    expect(formatSignedUsd(-1000)).toBe('-$10.00');
    expect(formatSignedUsd(0)).toBe('$0.00');
  });
});

describe('parseUsdToMinor', () => {
  it.each([
    ['1234.56', 123456],
    ['$1,234.5', 123450],
    ['0.01', 1],
    ['10', 1000],
    ['10.', 1000],
  ])('parses %s', (input, expected) => {
    expect(parseUsdToMinor(input)).toBe(expected);
  });

  it.each(['', '-1', '1.005', '1e2', '0x10', 'abc', '1,23.00', '١٢٣', 'NaN', '12345678901234'])(
    'rejects %s',
    (input) => {
      expect(parseUsdToMinor(input)).toBeNull();
    },
  );
});

describe('addMinor', () => {
  it('adds and refuses to leave the safe integer range', () => {
    expect(addMinor(1, 2, 3)).toBe(6);
    expect(() => addMinor(Number.MAX_SAFE_INTEGER, 1)).toThrow(MoneyError);
  });
});

describe('formatDate', () => {
  it('shows year-month-day', () => {
    expect(formatDate(new Date(2026, 10, 2))).toBe('2026-11-02');
    expect(formatDate('not a date')).toBe('');
  });
});
