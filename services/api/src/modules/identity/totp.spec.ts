import {
  base32Decode,
  base32Encode,
  hotp,
  matchingSteps,
  otpauthUri,
  timeStep,
  totp,
} from './totp';

/** RFC 6238 Appendix B uses this ASCII secret for SHA-1. */
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the Appendix B SHA-1 value at %i s: %s', (seconds, expected) => {
    expect(totp(RFC_SECRET, seconds * 1000, { digits: 8 })).toBe(expected);
  });

  it('gives 6-digit codes by default: the last six digits of the 8-digit values', () => {
    expect(totp(RFC_SECRET, 59_000)).toBe('287082');
    expect(totp(RFC_SECRET, 1111111109_000)).toBe('081804');
  });

  it('gives the RFC 4226 Appendix D HOTP values for counters 0-9', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(RFC_SECRET, counter))).toEqual(expected);
  });

  it('counts 30-second steps from the epoch', () => {
    expect(timeStep(0)).toBe(0);
    expect(timeStep(29_999)).toBe(0);
    expect(timeStep(30_000)).toBe(1);
    expect(timeStep(59_000, 60)).toBe(0);
  });

  it('refuses digit counts apps do not use', () => {
    expect(() => hotp(RFC_SECRET, 0, 5)).toThrow(RangeError);
    expect(() => hotp(RFC_SECRET, 0, 9)).toThrow(RangeError);
    expect(() => hotp(RFC_SECRET, -1)).toThrow(RangeError);
  });
});

describe('matchingSteps', () => {
  const now = 1111111111_000;
  const step = timeStep(now);
  const codeAt = (offsetSteps: number) => hotp(RFC_SECRET, step + offsetSteps);

  it('accepts the code of the current step and of one step either side', () => {
    expect(matchingSteps(RFC_SECRET, codeAt(0), now)).toEqual([step]);
    expect(matchingSteps(RFC_SECRET, codeAt(-1), now)).toEqual([step - 1]);
    expect(matchingSteps(RFC_SECRET, codeAt(1), now)).toEqual([step + 1]);
  });

  it('refuses codes two steps away, wrong codes and anything not six digits', () => {
    expect(matchingSteps(RFC_SECRET, codeAt(-2), now)).toEqual([]);
    expect(matchingSteps(RFC_SECRET, codeAt(2), now)).toEqual([]);
    const wrong = codeAt(0) === '000000' ? '000001' : '000000';
    expect(matchingSteps(RFC_SECRET, wrong, now)).toEqual([]);
    for (const bad of ['', '12345', '1234567', 'abcdef', ` ${codeAt(0).slice(1)}`])
      expect(matchingSteps(RFC_SECRET, bad, now)).toEqual([]);
  });

  it('checks 8-digit codes when asked to', () => {
    expect(matchingSteps(RFC_SECRET, '14050471', now, { digits: 8 })).toEqual([step]);
    expect(matchingSteps(RFC_SECRET, '050471', now, { digits: 8 })).toEqual([]);
  });
});

describe('base32 (RFC 4648)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('encodes the §10 test vector "%s" as "%s" (unpadded) and decodes it back', (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(text);
  });

  it('decodes padded, lower-case and grouped input', () => {
    expect(base32Decode('MZXW6YQ=').toString()).toBe('foob');
    expect(base32Decode('mzxw 6ytb oi').toString()).toBe('foobar');
  });

  it('round-trips a 20-byte secret as 32 characters', () => {
    const secret = Buffer.from('0123456789abcdef0123', 'ascii');
    const encoded = base32Encode(secret);
    expect(encoded).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(encoded).equals(secret)).toBe(true);
    expect(base32Encode(RFC_SECRET)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('refuses characters outside the alphabet and impossible lengths', () => {
    for (const bad of ['MZXW1', 'MZXW8', 'M', 'MZX', 'MZXW6Y', 'MZ!'])
      expect(() => base32Decode(bad)).toThrow(/Not base32/);
  });
});

describe('otpauthUri', () => {
  it('names the issuer and account, and carries the secret and parameters apps need', () => {
    const uri = new URL(otpauthUri('Vaultline', 'ada+test@example.com', RFC_SECRET));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Vaultline:ada+test@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
      issuer: 'Vaultline',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
