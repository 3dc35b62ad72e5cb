import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { COOKIE_LIFETIME_S, cookieLifetime, PORTAL_COOKIES } from '@vaultline/contracts';

const ROOT = join(__dirname, '../../..');
const FOLDERS = ['services/api/src', 'apps', 'libs'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = FOLDERS.flatMap((folder) => sources(join(ROOT, folder)));

/** Every `…_COOKIE = 'name'` constant in the code: the names of the cookies it sets. */
function cookieConstants(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of files)
    for (const match of readFileSync(file, 'utf8').matchAll(/\b([A-Z_]+_COOKIE) = '([^']+)'/g))
      names.set(match[2], `${relative(ROOT, file)} ${match[1]}`);
  return names;
}

/** Places that set a cookie by a name that is not one of those constants (a literal, say). */
function setByOtherNames(): string[] {
  const setters = [/\bsetCookie\(\s*([^,\s]+)/g, /document\.cookie = `\$\{([^}]+)\}=/g];
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return setters.flatMap((setter) =>
      [...text.matchAll(setter)]
        .map((match) => match[1])
        // session-bound-cookie.ts sets the cookie a kind names (session-cookie-kinds.ts: constants).
        .filter((name) => !/^([A-Z_]+_COOKIE|cookie\.name)$/.test(name))
        .map((name) => `${relative(ROOT, file)} sets ${name}`),
    );
  });
}

describe('the privacy policy’s cookies', () => {
  it('lists exactly the cookies the code sets', () => {
    const constants = cookieConstants();
    expect(constants.size).toBeGreaterThanOrEqual(5);
    expect([...constants.keys()].sort()).toEqual(PORTAL_COOKIES.map((c) => c.name).sort());
    expect(setByOtherNames()).toEqual([]);
  });

  it('states each lifetime in words', () => {
    expect(cookieLifetime(COOKIE_LIFETIME_S.knownDevice)).toBe('180 days');
    expect(cookieLifetime(COOKIE_LIFETIME_S.canaryBucket)).toBe('1 year');
    expect(cookieLifetime(COOKIE_LIFETIME_S.staffAssets)).toBe('12 hours');
    expect(cookieLifetime(COOKIE_LIFETIME_S.drawnPage)).toBe('15 minutes');
    expect(cookieLifetime(COOKIE_LIFETIME_S.sidebar)).toBe('7 days');
  });
});
