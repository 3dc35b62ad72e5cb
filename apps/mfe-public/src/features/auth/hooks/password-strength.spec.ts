import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', 0, '', 'error'],
    ['abc', 1, 'Weak', 'error'],
    ['abcdefgh', 2, 'Weak', 'error'],
    ['Abcdefgh', 3, 'Medium', 'warning'],
    ['abc1!', 3, 'Medium', 'warning'],
    ['Abcdefg1', 4, 'Strong', 'success'],
    ['Abcdef1!', 5, 'Strong', 'success'],
  ])('scores %j as %i (%s, %s)', (password, score, label, color) => {
    expect(passwordStrength(password)).toEqual({ score, label, color });
  });

  it('gives one point each for length 8, lowercase, uppercase, digit and symbol', () => {
    expect(passwordStrength('aaaaaaa').score).toBe(1); // 7 long: lowercase only
    expect(passwordStrength('aaaaaaaa').score).toBe(2); // 8 long: length point
    expect(passwordStrength('A').score).toBe(1);
    expect(passwordStrength('1').score).toBe(1);
    expect(passwordStrength(' ').score).toBe(1); // a space is a non-alphanumeric character
  });
});
