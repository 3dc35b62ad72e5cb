import { DataSource } from 'typeorm';
import { searchTerms } from '../../../src/modules/transactions/reference-search';
import { sqlRows, sqlRun } from '../../../src/platform/database/sql';
import { fundedCustomer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

interface Described {
  description: string;
}

interface ReferenceRow {
  description: string;
  reference: string | null;
}

interface PlanRow {
  'QUERY PLAN': string;
}

/** Statement lines of one customer, a minute apart, newest first. */
const DESCRIPTIONS = [
  'Dinner at Luigi · Ref 1A2B3C4D',
  'Invoice INV2024A13 for March',
  'Coffee with Ann',
  'Rent · Ref 12345678',
  'Ref 50% QX',
];

describe.each(databaseKinds())('history: a reference is searched by its start (%s)', (kind) => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  /** Lines of the customer's saying each description, a minute apart, newest first. */
  const linesOf = (customer: { id: string; accountId: string }, descriptions: string[]) =>
    sqlRun(
      db,
      `INSERT INTO transactions (account_id, user_id, type, title, description, amount_minor, status, created_at)
       SELECT $1, $2, 'credit', 'Deposit', d, 100, 'completed', now() - n * interval '1 minute'
       FROM unnest($3::text[]) WITH ORDINALITY AS l(d, n)`,
      [customer.accountId, customer.id, descriptions],
    );

  const searchOf =
    (customer: { accessToken: string }) =>
    async (search: string, more = '') => {
      const query = `search=${encodeURIComponent(search)}${more}`;
      const response = await call(t, 'GET', `/api/transactions?${query}`, {
        token: customer.accessToken,
      });
      expect(response.status).toBe(200);
      return response.body;
    };
  const described = (page: { items: Described[] }) => page.items.map((item) => item.description);

  it('finds a reference by the whole of it or its start, never by a fragment from its middle', async () => {
    const [customer, other] = [await fundedCustomer(t, 0), await fundedCustomer(t, 0)];
    await linesOf(customer, DESCRIPTIONS);
    await linesOf(other, ['Someone else · Ref 1A2B3C4D']);
    const search = searchOf(customer);
    const whole = await search('1A2B3C4D');
    expect(described(whole)).toEqual(['Dinner at Luigi · Ref 1A2B3C4D']);
    expect(whole).toMatchObject({
      total: 1,
      totalCapped: false,
      searchedAs: 'reference_prefix',
      searchedFor: { referencePrefix: '1A2B3C4D', contains: null },
    });
    expect(described(await search('1a2b3c'))).toEqual(['Dinner at Luigi · Ref 1A2B3C4D']);
    expect(described(await search('Ref 1A2B'))).toEqual(['Dinner at Luigi · Ref 1A2B3C4D']);
    expect(described(await search('inv2024'))).toEqual(['Invoice INV2024A13 for March']);
    // As the portal prints it, a reference of digits only is one too.
    expect(described(await search('Ref: 1234'))).toEqual(['Rent · Ref 12345678']);
    const middle = await search('2B3C4D');
    expect(middle).toMatchObject({ items: [], total: 0, searchedAs: 'reference_prefix' });
    // Other words with a reference: both must hold.
    expect(described(await search('dinner 1A2B3C'))).toEqual(['Dinner at Luigi · Ref 1A2B3C4D']);
    expect(await search('coffee 1A2B3C')).toMatchObject({
      total: 0,
      searchedFor: { referencePrefix: '1A2B3C', contains: 'coffee' },
    });
  });

  it('keeps finding words anywhere in descriptions, and says so', async () => {
    const customer = await fundedCustomer(t, 0);
    await linesOf(customer, DESCRIPTIONS);
    const search = searchOf(customer);
    const coffee = await search('offee');
    expect(described(coffee)).toEqual(['Coffee with Ann']);
    expect(coffee).toMatchObject({
      searchedAs: 'description_contains',
      searchedFor: { referencePrefix: null, contains: 'offee' },
    });
    // Too short, or without a digit, a word is no reference: found anywhere as before.
    expect(described(await search('3C4D'))).toEqual(['Dinner at Luigi · Ref 1A2B3C4D']);
    expect(described(await search('50% qx'))).toEqual(['Ref 50% QX']);
    const all = await call(t, 'GET', '/api/transactions?limit=1', { token: customer.accessToken });
    expect(all.body).toMatchObject({ searchedAs: null, searchedFor: null });
  });

  it('pages a reference prefix by cursor, counted exactly', async () => {
    const customer = await fundedCustomer(t, 0);
    const lines = Array.from(
      { length: 30 },
      (_, i) => `Order · Ref 9Z${String(i).padStart(4, '0')}`,
    );
    await linesOf(customer, [...lines, 'Order · Ref 9Y0001']);
    const search = searchOf(customer);
    const first = await search('Ref 9Z00', '&limit=20');
    expect(first).toMatchObject({ total: 30, totalCapped: false });
    expect(first.items).toHaveLength(20);
    const next = await search('Ref 9Z00', `&limit=20&cursor=${first.nextCursor}`);
    expect(next).toMatchObject({ total: 30, nextCursor: null });
    expect(described(next)).toEqual(lines.slice(20));
  });

  it('keeps in its index the references a search takes for references', async () => {
    const descriptions = [
      ...DESCRIPTIONS,
      'Refund 123ABC',
      'iPhone15 case',
      'Ref ABCDEFGH',
      'Code x9y8z7, then A1B2C3D4E5',
      'No digits here',
      '',
    ];
    const rows = await sqlRows<ReferenceRow>(
      db,
      'SELECT d AS description, transaction_reference(d) AS reference FROM unnest($1::text[]) d',
      [descriptions],
    );
    expect(Object.fromEntries(rows.map((row) => [row.description, row.reference]))).toEqual({
      'Dinner at Luigi · Ref 1A2B3C4D': '1A2B3C4D',
      'Invoice INV2024A13 for March': 'INV2024A13',
      'Coffee with Ann': null,
      'Rent · Ref 12345678': '12345678',
      'Ref 50% QX': null,
      'Refund 123ABC': '123ABC',
      'iPhone15 case': 'IPHONE15',
      'Ref ABCDEFGH': null,
      'Code x9y8z7, then A1B2C3D4E5': 'X9Y8Z7',
      'No digits here': null,
      '': null,
    });
    // Each reference kept is searched as one, typed alone or after "Ref".
    for (const { reference } of rows.filter((row) => row.reference !== null)) {
      expect(searchTerms(`Ref ${reference}`).referencePrefix).toBe(reference);
      if (/[A-Z]/.test(reference as string))
        expect(searchTerms(reference as string).referencePrefix).toBe(reference);
    }
  });

  it("reads a reference's start from the customer's entries in the reference index", async () => {
    // The test's table is small: without sequential scans, which index the planner takes.
    const plan = await db.transaction(async (tx) => {
      await sqlRun(tx, 'SET LOCAL enable_seqscan = off');
      return sqlRows<PlanRow>(
        tx,
        `EXPLAIN SELECT t.id FROM transactions t
         WHERE t.user_id = '00000000-0000-4000-8000-000000000001'
           AND transaction_reference(t.description) COLLATE "C" IS NOT NULL
           AND transaction_reference(t.description) COLLATE "C" >= '1A2B'
           AND transaction_reference(t.description) COLLATE "C" < '1A2B~'`,
      );
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain(
      'transactions_user_reference_idx',
    );
  });
});
