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
