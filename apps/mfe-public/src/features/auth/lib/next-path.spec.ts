import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/support', '/support'],
    ['/transactions?type=credit', '/transactions?type=credit'],
  ])('keeps the site path %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'support',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/x',
    'javascript:alert(1)',
  ])('refuses %j', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});
