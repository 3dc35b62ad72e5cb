import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * No import cycle in the API, type-only imports included: ESLint's import-x/no-cycle skips type
 * imports (they vanish at run time), but a type declared in the service its helper needs ties the
 * two together all the same (STYLE.md: types beside what they describe). The figures come from
 * `npm run code-figures`, which reads every relative import with the TypeScript parser.
 */
describe('import cycles', () => {
  it('finds none in services/api/src, type imports included', () => {
    const script = join(__dirname, '../../../../tools/architecture/code-figures.mjs');
    const figures = JSON.parse(
      execFileSync(process.execPath, [script, '--json'], { encoding: 'utf8' }),
    ) as {
      cycles: string[][];
    };
    expect(figures.cycles).toEqual([]);
  });
});
