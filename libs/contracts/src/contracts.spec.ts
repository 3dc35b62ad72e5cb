import { IntegritySchema, PublishRemoteRequestSchema, RemoteVersionSchema, RoutePatternSchema } from './index';

describe('remote registry contracts', () => {
  it('accepts URL-safe versions only', () => {
    expect(RemoteVersionSchema.safeParse('0.1.0-20261122101530').success).toBe(true);
    for (const bad of ['', '../x', 'a/b', '1.0.0+build', 'x'.repeat(65)]) {
      expect(RemoteVersionSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('accepts route patterns and rejects anything else', () => {
    expect(RoutePatternSchema.safeParse('/account-details/:accountId').success).toBe(true);
    for (const bad of ['dashboard', '/a?b', '/<script>', '/a b']) {
      expect(RoutePatternSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('requires sha384 integrity', () => {
    expect(IntegritySchema.safeParse(`sha384-${'A'.repeat(64)}`).success).toBe(true);
    expect(IntegritySchema.safeParse(`sha256-${'A'.repeat(44)}`).success).toBe(false);
  });

  it('rejects unknown fields in a publish request', () => {
    const body = {
      version: '1',
      entry: '/remotes/mfe_banking/1/mf-manifest.json',
      integrity: `sha384-${'A'.repeat(64)}`,
      routes: ['/dashboard'],
      sourceHash: 'a'.repeat(16),
    };
    expect(PublishRemoteRequestSchema.safeParse(body).success).toBe(true);
    expect(PublishRemoteRequestSchema.safeParse({ ...body, live: true }).success).toBe(false);
  });
});
