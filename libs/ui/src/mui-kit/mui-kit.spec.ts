import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as kit from './index';

const ROOT = join(__dirname, '../../../..');
const MUI_IMPORT = /import\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+\w+|\w+)\s+from\s+'@mui\/material'/g;

/** The browser sources of the shell, the remotes and the libs (tests left out). */
function browserSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : browserSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every value a source imports from '@mui/material', as `file: Name` (`file: *` for others). */
function valueImports(): string[] {
  const folders = ['apps', 'libs'].flatMap((top) =>
    readdirSync(join(ROOT, top))
      .filter((name) => name !== 'testing')
      .map((name) => join(ROOT, top, name, 'src')),
  );
  return folders.flatMap(browserSources).flatMap((file) => {
    const where = relative(ROOT, file);
    return [...readFileSync(file, 'utf8').matchAll(MUI_IMPORT)].flatMap(([, typeOnly, clause]) => {
      if (typeOnly) return [];
      if (!clause.startsWith('{')) return [`${where}: *`];
      return clause
        .slice(1, -1)
        .split(',')
        .map((specifier) => specifier.trim().split(/\s+as\s+/)[0])
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => `${where}: ${name}`);
    });
  });
}

describe('the MUI kit', () => {
  it('exports every MUI value the browser builds import (a missing one is undefined at run time)', () => {
    const imports = valueImports();
    expect(imports.length).toBeGreaterThan(100);
    const exported = new Set(Object.keys(kit));
    const missing = imports.filter((line) => !exported.has(line.split(': ')[1]));
    expect(missing).toEqual([]);
  });

  it('exports MUI’s own components, not copies', () => {
    const barrel = jest.requireActual<Record<string, unknown>>('@mui/material');
    for (const [name, value] of Object.entries(kit))
      expect([name, value]).toEqual([name, barrel[name]]);
  });
});
