import { parseMicroAmount } from './micro-amounts';

describe('parseMicroAmount', () => {
  it.each([
    ['0.32', 32],
    ['.32', 32],
    ['$0.07', 7],
    ['$.5', 50],
    [' 0.99 ', 99],
  ])('reads %s as %i cents', (input, cents) => {
    expect(parseMicroAmount(input)).toEqual({ cents });
  });

  it.each([
    ['', 'Enter the amount, like 0.32.'],
    ['abc', 'Enter dollars and cents, like 0.32.'],
    ['0.321', 'Enter dollars and cents, like 0.32.'],
    ['32', 'Each amount is between $0.01 and $0.99.'],
    ['0.00', 'Each amount is between $0.01 and $0.99.'],
    ['1.00', 'Each amount is between $0.01 and $0.99.'],
  ])('refuses %j: %s', (input, problem) => {
    expect(parseMicroAmount(input)).toEqual({ problem });
  });
});
