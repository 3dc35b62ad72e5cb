import { randomBytes } from 'node:crypto';
import { deriveKey } from './keys';
import { seal, unseal } from './sealing';

describe('sealing', () => {
  const key = deriveKey('a test app secret of some length, 0123456789', 'totp-secret');
  const secret = randomBytes(20);

  it('opens what it sealed, with the same key and context', () => {
    expect(unseal(key, seal(key, secret, 'user-1'), 'user-1').equals(secret)).toBe(true);
  });

  it('never shows the plaintext, and seals the same value differently each time', () => {
    const sealed = seal(key, secret, 'user-1');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    for (const form of ['hex', 'base64', 'base64url'] as const)
      expect(sealed).not.toContain(secret.toString(form));
    expect(seal(key, secret, 'user-1')).not.toBe(sealed);
  });

  it('refuses another context, another key, and any changed byte', () => {
    const sealed = seal(key, secret, 'user-1');
    expect(() => unseal(key, sealed, 'user-2')).toThrow();
    const otherKey = deriveKey('a test app secret of some length, 0123456789', 'recovery-code');
    expect(() => unseal(otherKey, sealed, 'user-1')).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1] ^= 1;
    expect(() => unseal(key, `v1.${bytes.toString('base64url')}`, 'user-1')).toThrow();
    expect(() => unseal(key, 'v1.AAAA', 'user-1')).toThrow(/Not a sealed value/);
    expect(() => unseal(key, secret.toString('hex'), 'user-1')).toThrow(/Not a sealed value/);
  });
});
