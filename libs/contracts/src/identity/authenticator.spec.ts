import {
  CodeRequiredResponseSchema,
  DisableAuthenticatorRequestSchema,
  RecoveryCodeSchema,
  SignInCodeRequestSchema,
} from '../index';

const CHALLENGE = '0b7c9a4e-2f1d-4e8a-9c3b-5d6e7f8a9b0c';

describe('authenticator contracts', () => {
  it('takes a recovery code as printed, without the dash, with a space, in either case', () => {
    for (const typed of ['k7m2p-x4q6r', 'K7M2PX4Q6R', ' k7m2p x4q6r '])
      expect(RecoveryCodeSchema.safeParse(typed).success).toBe(true);
    for (const bad of ['', 'k7m2p-x4q6', 'k7m2p-x4q6r1', 'k7m2p-x4q9r', 'k7m2p--x4q6r'])
      expect(RecoveryCodeSchema.safeParse(bad).success).toBe(false);
  });

  it('finishes a sign-in with exactly one of the code and a recovery code', () => {
    const parse = (body: object) =>
      SignInCodeRequestSchema.safeParse({ challengeId: CHALLENGE, ...body }).success;
    expect(parse({ code: '123456' })).toBe(true);
    expect(parse({ recoveryCode: 'k7m2p-x4q6r' })).toBe(true);
    expect(parse({})).toBe(false);
    expect(parse({ code: '123456', recoveryCode: 'k7m2p-x4q6r' })).toBe(false);
    expect(parse({ code: '12345' })).toBe(false);
  });

  it('reads a challenge without a method (an older API) as an emailed code', () => {
    const challenge = { status: 'code_required', challengeId: CHALLENGE, message: 'Sent.' };
    expect(CodeRequiredResponseSchema.parse(challenge).method).toBe('email');
    expect(CodeRequiredResponseSchema.parse({ ...challenge, method: 'totp' }).method).toBe('totp');
  });

  it('turns the app off with the password and either a code or a recovery code, never the password alone', () => {
    const parse = (body: object) => DisableAuthenticatorRequestSchema.safeParse(body).success;
    const password = 'correct horse';
    expect(parse({ password, code: '123456' })).toBe(true);
    expect(parse({ password, recoveryCode: 'k7m2p-x4q6r' })).toBe(true);
    expect(parse({ password })).toBe(false);
    expect(parse({ code: '123456' })).toBe(false);
    expect(parse({ password, code: '123456', recoveryCode: 'k7m2p-x4q6r' })).toBe(false);
  });
});
