import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = join(__dirname, '../..');
const CHARTS = join(__dirname, 'charts');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every module a file imports: `from '…'` (static) and `import('…')` (dynamic). */
function importsOf(file: string): Array<{ specifier: string; dynamic: boolean }> {
  const text = readFileSync(file, 'utf8');
  return [
    ...[...text.matchAll(/\bfrom '([^']+)'/g)].map((m) => ({ specifier: m[1], dynamic: false })),
    ...[...text.matchAll(/\bimport\('([^']+)'\)/g)].map((m) => ({
      specifier: m[1],
      dynamic: true,
    })),
  ];
}

/**
 * @mui/x-charts is a chunk of its own, loaded by the pages that draw a chart: only charts.tsx
 * imports it, and charts.tsx is loaded with import() (lazy-charts.tsx), never statically.
 */
describe('the charts chunk', () => {
  const files = sources(SRC);

  it('is the only module that imports @mui/x-charts', () => {
    const importers = files.filter((file) =>
      importsOf(file).some(({ specifier }) => specifier.startsWith('@mui/x-charts')),
    );
    expect(importers.map((file) => relative(SRC, file))).toEqual(['components/charts/charts.tsx']);
  });

  it('is loaded with import() alone', () => {
    const referrers = files.flatMap((file) =>
      importsOf(file)
        .filter(({ specifier }) => specifier.startsWith('.'))
        .filter(({ specifier }) => resolve(dirname(file), specifier) === CHARTS)
        .map(({ dynamic }) => ({ file: relative(SRC, file), dynamic })),
    );
    expect(referrers).toEqual([{ file: 'components/charts/lazy-charts.tsx', dynamic: true }]);
  });
});
