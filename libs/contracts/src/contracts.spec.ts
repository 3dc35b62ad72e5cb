import {
  IntegritySchema,
  multilineText,
  NameSchema,
  plainText,
  PublishRemoteRequestSchema,
  RemoteVersionSchema,
  RoutePatternSchema,
} from './index';

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

  it('rejects unknown fields in a publish request, and makes a candidate unless asked for live', () => {
    const body = {
      version: '1',
      entry: '/remotes/mfe_banking/1/mf-manifest.json',
      routes: ['/dashboard'],
      sourceHash: 'a'.repeat(16),
      commit: null,
    };
    expect(PublishRemoteRequestSchema.parse(body).live).toBe(false);
    expect(PublishRemoteRequestSchema.safeParse({ ...body, state: 'live' }).success).toBe(false);
    expect(PublishRemoteRequestSchema.safeParse({ ...body, integrity: 'sha1-x' }).success).toBe(
      false,
    );
  });
});

describe('text fields', () => {
  it('keeps plain text on one line and refuses control and bidi-override characters', () => {
    const name = plainText(20, 'Name');
    expect(name.parse('  Ada  ')).toBe('Ada');
    for (const bad of ['a\nb', 'a\u0000b', 'evil\u202Etxt', ''])
      expect(name.safeParse(bad).success).toBe(false);
  });

  it('lets a message span lines but refuses other control characters', () => {
    const message = multilineText(100, 'Message');
    expect(message.parse('line one\nline two\ttabbed')).toBe('line one\nline two\ttabbed');
    for (const bad of ['nul\u0000', 'bell\u0007', 'rtl\u202E'])
      expect(message.safeParse(bad).success).toBe(false);
  });
});

describe('person names', () => {
  const name = NameSchema('First name');
  it('takes the names people have, in any script', () => {
    for (const ok of [
      'Ada',
      'Jean-Luc',
      "O'Brien",
      'J. R. R.',
      'St. John',
      'María José',
      '李',
      'Zoë',
    ])
      expect([ok, name.safeParse(ok).success]).toEqual([ok, true]);
  });

  it('refuses what is not a name: links, addresses, numbers, messages', () => {
    for (const bad of [
      'evil.example',
      'https://evil.example',
      'Call 555-0100',
      'a@b.c',
      'Vaultline:',
      '.Ada',
      '-Ada',
    ])
      expect([bad, name.safeParse(bad).success]).toEqual([bad, false]);
  });
});
