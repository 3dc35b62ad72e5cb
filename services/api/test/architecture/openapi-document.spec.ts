import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

/**
 * The API's contract, checked in (services/api/openapi.json): a change to any route, schema or
 * operationId shows in review as a diff of that file. A refactor leaves it byte-identical; a
 * deliberate change regenerates it with UPDATE_OPENAPI=1 and commits it with the change.
 */
const CHECKED_IN = join(__dirname, '../../openapi.json');

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('is the checked-in services/api/openapi.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(CHECKED_IN, response.body);
    expect(response.body).toBe(readFileSync(CHECKED_IN, 'utf8'));
  });
});

/** Redocly's recommended rules, run by its CLI as an outside client runs it on the document. */
describe('OpenAPI document, linted', () => {
  it('passes Redocly’s recommended lint with no error and no warning', () => {
    const cli = require.resolve('@redocly/cli/bin/cli.js');
    // Its exit code is 1 on an error: the report on stdout says which.
    const run = spawnSync(process.execPath, [cli, 'lint', CHECKED_IN, '--format=json'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 120_000,
    });
    const { totals, problems } = JSON.parse(run.stdout) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; message: string }>;
    };
    expect({ totals, problems: problems.map((p) => `${p.ruleId}: ${p.message}`) }).toMatchObject({
      totals: { errors: 0, warnings: 0 },
      problems: [],
    });
  });
});
