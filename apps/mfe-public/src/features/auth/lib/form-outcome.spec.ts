import { parseFormOutcome } from './form-outcome';

const CHALLENGE = '0b7c8d1e-2f3a-4b5c-8d6e-7f8091a2b3c4';

describe('parseFormOutcome', () => {
  it('reads the second step the form sign-in stopped at', () => {
    expect(parseFormOutcome(`#sign-in=code&challenge=${CHALLENGE}&method=totp`)).toEqual({
      kind: 'code',
      challengeId: CHALLENGE,
      method: 'totp',
      message: 'Enter the 6-digit code from your authenticator app.',
    });
  });

  it('says why it failed in its own words, whatever the URL carries', () => {
    expect(parseFormOutcome('#sign-in=failed&code=AUTH_INVALID_CREDENTIALS')).toMatchObject({
      kind: 'failed',
      message: 'Invalid email or password.',
    });
    expect(parseFormOutcome('#sign-in=failed&code=Call+555-0100+now')).toMatchObject({
      kind: 'failed',
      message: 'We could not sign you in. Please try again.',
    });
  });

  it('ignores other fragments and a malformed step', () => {
    expect(parseFormOutcome('')).toBeNull();
    expect(parseFormOutcome('#top')).toBeNull();
    expect(parseFormOutcome('#sign-in=code&challenge=nope&method=email')).toBeNull();
    expect(parseFormOutcome(`#sign-in=code&challenge=${CHALLENGE}&method=sms`)).toBeNull();
  });
});
