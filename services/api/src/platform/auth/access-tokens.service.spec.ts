import type { AppConfig } from '../config/app-config';
import type { AccessClaims } from './access-tokens.service';
import { ACCESS_TOKEN_TTL_S, AccessTokensService } from './access-tokens.service';

const claims: AccessClaims = {
  sub: '6f1c2a57-3f1e-4a39-9a43-5b8e6f2b9c11',
  role: 'customer',
  ver: 1,
  sid: '0b7e4d2c-8a51-4c1e-a0f3-2d9c7b6e5a48',
};

function service(
  secret = 'a secret long enough for the tests of access tokens',
): AccessTokensService {
  return new AccessTokensService({ appSecret: secret } as AppConfig);
}

describe('AccessTokensService', () => {
  afterEach(() => jest.useRealTimers());

  it('answers the claims of its own token, again and again', () => {
    const tokens = service();
    const token = tokens.issue(claims);
    expect(tokens.verify(token)).toEqual(claims);
    expect(tokens.verify(token)).toEqual(claims);
  });

  it('refuses a remembered token once it has expired', () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const tokens = service();
    const token = tokens.issue(claims);
    expect(tokens.verify(token)).toEqual(claims);
    jest.setSystemTime(new Date(Date.now() + (ACCESS_TOKEN_TTL_S - 1) * 1000));
    expect(tokens.verify(token)).toEqual(claims);
    jest.setSystemTime(new Date(Date.now() + 1000));
    expect(tokens.verify(token)).toBeNull();
  });

  it('refuses a token whose signature or payload was changed, even while the original is remembered', () => {
    const tokens = service();
    const token = tokens.issue(claims);
    expect(tokens.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const flipped =
      signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    expect(tokens.verify([header, payload, flipped].join('.'))).toBeNull();
    const admin = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        role: 'admin',
      }),
    ).toString('base64url');
    expect(tokens.verify([header, admin, signature].join('.'))).toBeNull();
  });

  it('refuses a token signed with another key', () => {
    expect(
      service().verify(service('another secret, just as long as the first one').issue(claims)),
    ).toBeNull();
  });
});
