import { LIVE_STATS_TTL_MS } from '../../../src/modules/content/landing.controller';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import { newCustomer } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

describe.each(databaseKinds())('the landing page’s live figures (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const customers = async () => {
    const response = await call(t, 'GET', '/api/platform/landing');
    return (response.body.stats as { label: string; value: string }[]).find(
      (stat) => stat.label === 'Customers',
    )?.value;
  };

  it('are counted once per period, not per anonymous request, then counted again', async () => {
    const start = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(start);
    const before = await customers();
    await newCustomer(t);
    expect(await customers()).toBe(before);
    jest.spyOn(Date, 'now').mockReturnValue(start + LIVE_STATS_TTL_MS);
    const asNumber = (value?: string) => Number(value?.replace(/,/g, ''));
    expect(asNumber(await customers())).toBe(asNumber(before) + 1);
  });
});
