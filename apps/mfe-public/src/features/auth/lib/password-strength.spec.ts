import { loadStrengthEstimator } from './password-strength';

describe('the password strength estimator (zxcvbn)', () => {
  it.each([
    ['Password1!', 'Weak'],
    ['qwerty123', 'Weak'],
    ['Abcdef1!', 'Weak'],
    ['correct-horse-battery-staple-42', 'Strong'],
    ['m7#Qv!2zR9@pLx', 'Strong'],
  ])('rates %j as %s', async (password, label) => {
    const estimate = await loadStrengthEstimator();
    expect(estimate(password, []).label).toBe(label);
  });

  it('says why a common password is weak', async () => {
    const estimate = await loadStrengthEstimator();
    expect(estimate('Password1!', []).warning).toMatch(/common|guess/i);
  });

  it('rates a password made of the person’s own name and email lower', async () => {
    const estimate = await loadStrengthEstimator();
    const alone = estimate('Byronlovelace', []).score;
    const withInputs = estimate('Byronlovelace', ['byron', 'lovelace', 'ada@example.com']).score;
    expect(withInputs).toBeLessThan(alone);
  });

  it('loads once', async () => {
    expect(loadStrengthEstimator()).toBe(loadStrengthEstimator());
  });
});
