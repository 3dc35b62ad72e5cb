import { DataSource } from 'typeorm';
import { TRANSACTIONS_EXPORT_MAX } from '@vaultline/contracts';
import { hasValidCheckDigit } from '../../../src/modules/accounts/account-number';
import { TransactionsService } from '../../../src/modules/transactions/transactions.service';
import { sqlRun } from '../../../src/platform/database/sql';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import {
  balanceOf,
  fundedCustomer,
  knownPayee,
  openAccount,
  transfer,
} from '../../support/banking';
import { analyzeAsOwner, databaseKinds } from '../../support/databases';
import { call, sameAnswer } from '../../support/http';
import { newCustomer } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

describe.each(databaseKinds())('accounts, history and schedules (%s)', (kind) => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  /** The history API as `customer` asks it: a query string in, the response body out. */
  const historyOf = (customer: { accessToken: string }) => (query: string) =>
    call(t, 'GET', `/api/transactions?${query}`, { token: customer.accessToken }).then(
      (r) => r.body,
    );

  it('opens an active account at zero with a unique 10-digit number with a check digit and the bank routing number', async () => {
    const user = await newCustomer(t);
    const opened = await call(t, 'POST', '/api/accounts', {
      token: user.accessToken,
      body: { type: 'savings', name: 'Holidays' },
    });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({
      type: 'savings',
      name: 'Holidays',
      status: 'active',
      balanceMinor: 0,
      routingNumber: '123456780',
    });
    expect(hasValidCheckDigit(opened.body.number)).toBe(true);
    const list = await call(t, 'GET', '/api/accounts', { token: user.accessToken });
    expect(list.body.accounts).toEqual([
      expect.objectContaining({ id: opened.body.id, numberLast4: opened.body.number.slice(-4) }),
    ]);
    expect(list.text).not.toContain(opened.body.number);
    const refused = await call(t, 'POST', '/api/accounts', {
      token: user.accessToken,
      body: { type: 'savings', name: 'x', balanceMinor: 100000 },
    });
    expect(refused.status).toBe(400);
    // No credit line exists, so no "credit" account is opened (it would be checking by another name).
    const credit = await call(t, 'POST', '/api/accounts', {
      token: user.accessToken,
      body: { type: 'credit', name: 'Card' },
    });
    expect(credit.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it("answers another customer's account exactly like an unknown one: 404", async () => {
    const [owner, stranger] = [await newCustomer(t), await newCustomer(t)];
    const account = await openAccount(t, owner, 5_000);
    const other = await call(t, 'GET', `/api/accounts/${account.id}`, {
      token: stranger.accessToken,
    });
    const unknown = await call(t, 'GET', '/api/accounts/00000000-0000-4000-8000-000000000000', {
      token: stranger.accessToken,
    });
    expect(other.status).toBe(404);
    expect(sameAnswer(other.body)).toEqual(sameAnswer(unknown.body));
    expect(
      (await call(t, 'POST', `/api/accounts/${account.id}/close`, { token: stranger.accessToken }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(t, 'GET', `/api/transactions?accountId=${account.id}`, {
          token: stranger.accessToken,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t, 'GET', '/api/accounts/not-a-uuid', { token: stranger.accessToken })).status,
    ).toBe(400);
  });

  it('closes an account only at zero, saying how much remains', async () => {
    const user = await newCustomer(t);
    const account = await openAccount(t, user, 4_250);
    const refused = await call(t, 'POST', `/api/accounts/${account.id}/close`, {
      token: user.accessToken,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'ACCOUNTS_BALANCE_NOT_ZERO',
      message: expect.stringContaining('$42.50'),
      details: { balanceMinor: 4_250 },
    });
    const empty = await openAccount(t, user, 0);
    const closed = await call(t, 'POST', `/api/accounts/${empty.id}/close`, {
      token: user.accessToken,
    });
    expect(closed.body).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
  });

  it('sums the dashboard figures from the accounts and the history', async () => {
    const user = await newCustomer(t);
    await openAccount(t, user, 10_000);
    await openAccount(t, user, 2_550, 'savings');
    const summary = await call(t, 'GET', '/api/accounts/summary', { token: user.accessToken });
    expect(summary.body).toEqual({
      totalBalanceMinor: 12_550,
      transactionCount: 2,
      activeAccounts: 2,
    });
  });

  it('searches, filters, sorts and pages the history with keyset cursors', async () => {
    const from = await fundedCustomer(t, 1_000_000);
    const to = await fundedCustomer(t, 0);
    await knownPayee(t, from, to.accountNumber);
    for (const [amount, description] of [
      [300, 'Coffee beans'],
      [1_200, 'Groceries'],
      [50, 'coffee'],
      [700, 'Rent share'],
    ] as const) {
      expect(
        (await transfer(t, from, { amountMinor: amount, toNumber: to.accountNumber, description }))
          .status,
      ).toBe(201);
    }
    const get = historyOf(from);
    expect(
      (await get('search=COFFEE')).items
        .map((item: { description: string }) => item.description)
        .sort(),
    ).toEqual(['Coffee beans', 'coffee']);
    expect((await get('type=credit')).items).toHaveLength(1);
    expect((await get('type=transfer')).total).toBe(4);
    expect(
      (await get('sort=amount&order=desc&type=transfer')).items.map(
        (item: { amountMinor: number }) => item.amountMinor,
      ),
    ).toEqual([-1_200, -700, -300, -50]);
    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Array<{ id: string }>; nextCursor: string | null; total: number } =
        await get(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(5);
      pages.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toHaveLength(5);
    expect(new Set(pages).size).toBe(5);
    expect((await get('limit=101')).code).toBe('VALIDATION_FAILED');
    expect((await get('cursor=garbage')).code).toBe('VALIDATION_FAILED');
  });

  /** `count` lines of a new customer's at `description`, a second apart, newest first from now. */
  const linesOf = async (
    customer: { id: string; accountId: string },
    count: number,
    description: string,
  ) =>
    sqlRun(
      db,
      `INSERT INTO transactions (account_id, user_id, type, title, description, amount_minor, status, created_at)
       SELECT $1, $2, 'credit', 'Deposit', $3, 100, 'completed', now() - g * interval '1 second'
       FROM generate_series(1, $4::int) g`,
      [customer.accountId, customer.id, description, count],
    );

  /**
   * `word` made common in the bank: 3,000 lines of another customer, and statistics that know it.
   * A word the statistics find rare is searched among the bank's few lines that hold it instead.
   */
  const commonInBank = async (word: string) => {
    await linesOf(await fundedCustomer(t, 0), 3_000, word);
    await analyzeAsOwner(t.config.database, db, 'transactions');
  };

  /** A line of the customer's on `account` at `at` (ISO), saying `description`, for `amountMinor`. */
  const lineAt = (
    customer: { id: string },
    account: string,
    at: string,
    description: string,
    amountMinor = 100,
  ) =>
    sqlRun(
      db,
      `INSERT INTO transactions (account_id, user_id, type, title, description, amount_minor, status, created_at)
       VALUES ($1, $2, 'credit', 'Deposit', $3, $4, 'completed', $5)`,
      [account, customer.id, description, amountMinor, at],
    );

  it('filters by account and by days (UTC, both ends included), and exports exactly those lines as CSV', async () => {
    const user = await fundedCustomer(t, 0);
    const savings = await openAccount(t, user, 0, 'savings');
    await lineAt(user, user.accountId, '2026-01-10T23:59:59Z', 'Before the range');
    await lineAt(user, user.accountId, '2026-01-11T00:00:00Z', '=HYPERLINK("x") first day', 1_234);
    await lineAt(user, user.accountId, '2026-01-12T23:59:59Z', 'Last day');
    await lineAt(user, user.accountId, '2026-01-13T00:00:00Z', 'After the range');
    await lineAt(user, savings.id, '2026-01-11T12:00:00Z', 'Other account');
    const get = historyOf(user);
    const days = 'from=2026-01-11&to=2026-01-12';
    const described = (page: { items: Array<{ description: string }> }) =>
      page.items.map((item) => item.description);
    expect(described(await get(`${days}&accountId=${user.accountId}`))).toEqual([
      'Last day',
      '=HYPERLINK("x") first day',
    ]);
    expect(described(await get(`${days}&accountId=${savings.id}`))).toEqual(['Other account']);
    expect((await get('from=2026-01-12&to=2026-01-11')).code).toBe('VALIDATION_FAILED');
    expect((await get('from=2026-02-30')).code).toBe('VALIDATION_FAILED');

    const csv = await call(t, 'GET', `/api/transactions/export?${days}&order=asc`, {
      token: user.accessToken,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="vaultline-transactions-2026-01-11-to-2026-01-12.csv"',
    );
    const rows = csv.text.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      '"Date (UTC)","Time (UTC)","Description","Category","Type","Status","Account","Amount"',
    );
    expect(rows.slice(1).map((row) => row.split(',').slice(0, 3).join(','))).toEqual([
      `"2026-01-11","00:00:00","'=HYPERLINK(""x"") first day"`,
      '"2026-01-11","12:00:00","Other account"',
      '"2026-01-12","23:59:59","Last day"',
    ]);
    expect(rows[1]?.endsWith(',12.34')).toBe(true);
  });

  it("refuses an export of more lines than one file holds, and another customer's account", async () => {
    const [user, stranger] = [await fundedCustomer(t, 0), await fundedCustomer(t, 0)];
    await linesOf(user, TRANSACTIONS_EXPORT_MAX + 1, 'Salary');
    const all = await call(t, 'GET', '/api/transactions/export', { token: user.accessToken });
    expect(all.body).toMatchObject({ code: 'TRANSACTIONS_EXPORT_TOO_LARGE' });
    expect(all.status).toBe(422);
    const foreign = await call(t, 'GET', `/api/transactions/export?accountId=${user.accountId}`, {
      token: stranger.accessToken,
    });
    expect(foreign.status).toBe(404);
  });

  it('counts only 200 past the offset; cursor pages keep the count or, searching, raise it', async () => {
    const customer = await fundedCustomer(t, 0);
    // Statement lines only (what is counted is the lines table): 1,200 of them, one a search finds.
    await sqlRun(
      db,
      `INSERT INTO transactions (account_id, user_id, type, title, description, amount_minor, status, created_at)
       SELECT $1, $2, 'credit', 'Deposit', CASE g WHEN 600 THEN 'Ref 50% QX' ELSE 'Salary' END, 100, 'completed',
              now() - g * interval '1 minute'
       FROM generate_series(1, 1200) g`,
      [customer.accountId, customer.id],
    );
    await commonInBank('Salary');
    const get = historyOf(customer);
    const first = await get('limit=20');
    expect(first).toMatchObject({ total: 200, totalCapped: true });
    expect(await get(`limit=20&cursor=${first.nextCursor}`)).toMatchObject({
      total: 200,
      totalCapped: true,
    });
    expect(await get('limit=20&offset=1190')).toMatchObject({ total: 1_200 });
    expect((await get('limit=20&offset=1200')).items).toEqual([]);
    expect(await get('limit=20&offset=1000')).toMatchObject({ total: 1_200, totalCapped: false });
    expect(await get('limit=20&type=debit')).toMatchObject({ total: 0, totalCapped: false });
    // A search is text as typed: % is no wildcard, control characters are dropped.
    const found = await get(`search=${encodeURIComponent('50%\u0001 qx')}`);
    expect(found).toMatchObject({ total: 1, totalCapped: false });
    expect(found.items[0].description).toBe('Ref 50% QX');
    expect((await get('search=5%25%20qx')).total).toBe(0);
    // A common word: the page is found among the next lines in order, read only until it is full;
    // its count is "at least" what has been seen, and grows page by page.
    const salary = await get('search=salary&limit=20');
    expect(salary).toMatchObject({ total: 21, totalCapped: true });
    expect(salary.items).toHaveLength(20);
    const next = await get(`search=salary&limit=20&cursor=${salary.nextCursor}`);
    expect(next).toMatchObject({ total: 41, totalCapped: true });
    expect(next.items[0].id).not.toBe(salary.items[19].id);
    // Walked to its end by cursor, the last page counts exactly: the lines before it and its own.
    let walk = await get('search=salary&limit=100');
    while (walk.nextCursor) walk = await get(`search=salary&limit=100&cursor=${walk.nextCursor}`);
    expect(walk).toMatchObject({ total: 1_199, totalCapped: false });
    expect(walk.items).toHaveLength(99);
    // Near the end the page is not full: the whole history is asked, and counted exactly.
    expect(await get('search=salary&limit=20&offset=1180')).toMatchObject({
      total: 1_199,
      totalCapped: false,
    });
  });

  it('searches past the window of recent lines, counting what a page does not show', async () => {
    const customer = await fundedCustomer(t, 0);
    // 2,600 lines, newest first: 30 'Rebate' lines and one 'Ref ZQ9' line, all older than 2,000.
    await sqlRun(
      db,
      `INSERT INTO transactions (account_id, user_id, type, title, description, amount_minor, status, created_at)
       SELECT $1, $2, 'credit', 'Deposit',
              CASE WHEN g BETWEEN 2101 AND 2130 THEN 'Rebate' WHEN g = 2500 THEN 'Ref ZQ9' ELSE 'Salary' END,
              100, 'completed', now() - g * interval '1 minute'
       FROM generate_series(1, 2600) g`,
      [customer.accountId, customer.id],
    );
    await commonInBank('Rebate');
    const get = historyOf(customer);
    const one = await get('search=zq9');
    expect(one).toMatchObject({ total: 1, totalCapped: false, nextCursor: null });
    expect(one.items.map((item: { description: string }) => item.description)).toEqual(['Ref ZQ9']);
    const first = await get('search=rebate&limit=20');
    expect(first).toMatchObject({ total: 30, totalCapped: false });
    expect(first.items).toHaveLength(20);
    expect(await get(`search=rebate&limit=20&cursor=${first.nextCursor}`)).toMatchObject({
      total: 30,
      nextCursor: null,
    });
    const second = await get('search=rebate&limit=20&offset=20');
    expect(second).toMatchObject({ total: 30, totalCapped: false });
    expect(second.items).toHaveLength(10);
    expect(await get('search=rebate&limit=20&offset=40')).toMatchObject({ items: [], total: 30 });
    expect(await get('search=nowhere')).toMatchObject({ items: [], total: 0 });
  });

  it('finds a word rare in the bank without walking a long history, and counts it exactly', async () => {
    const customer = await fundedCustomer(t, 0);
    await linesOf(customer, 3_000, 'Salary');
    // 25 invoices among the newest 2,000 lines: a window of recent lines would say "21 or more".
    await sqlRun(
      db,
      `UPDATE transactions SET description = 'Invoice QK7-' || n FROM (
         SELECT id, row_number() OVER (ORDER BY created_at DESC) AS n FROM transactions WHERE user_id = $1
       ) numbered WHERE transactions.id = numbered.id AND numbered.n % 40 = 0 AND numbered.n <= 1000`,
      [customer.id],
    );
    const get = historyOf(customer);
    const first = await get('search=qk7&limit=20');
    expect(first).toMatchObject({ total: 25, totalCapped: false });
    expect(first.items.map((item: { description: string }) => item.description)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Invoice QK7-${(i + 1) * 40}`),
    );
    const next = await get(`search=qk7&limit=20&cursor=${first.nextCursor}`);
    expect(next).toMatchObject({ total: 25, nextCursor: null });
    expect(next.items).toHaveLength(5);
    expect(await get('search=qk7&type=debit')).toMatchObject({ items: [], total: 0 });
    expect(await get(`search=qk7&accountId=${customer.accountId}&limit=5`)).toMatchObject({
      total: 25,
    });
    // Another customer's lines hold it too: they are neither shown nor counted.
    await linesOf(await fundedCustomer(t, 0), 3, 'Invoice QK7-x');
    expect(await get('search=qk7&limit=20')).toMatchObject({ total: 25 });
  });

  it('searches as for a common word when a word thought rare is in more lines than it reads', async () => {
    const customer = await fundedCustomer(t, 0);
    await linesOf(customer, 30, 'Payroll');
    // Statistics older than these lines: the estimate still says rare.
    await linesOf(await fundedCustomer(t, 0), 8_001, 'Payroll');
    const service = t.app.get(TransactionsService) as unknown as {
      rareInBank(pattern: string): Promise<boolean>;
    };
    const spy = jest.spyOn(service, 'rareInBank').mockResolvedValue(true);
    try {
      const page = await historyOf(customer)('search=payroll&limit=20');
      expect(spy).toHaveBeenCalled();
      // The window's answer: the customer's 20 newest, "21 or more".
      expect(page).toMatchObject({ total: 21, totalCapped: true });
      expect(page.items).toHaveLength(20);
      expect(new Set(page.items.map((item: { accountId: string }) => item.accountId))).toEqual(
        new Set([customer.accountId]),
      );
    } finally {
      spy.mockRestore();
    }
  });

  it('sorts by what the Description column shows: the description, else the title', async () => {
    const from = await fundedCustomer(t, 1_000_000);
    const to = await fundedCustomer(t, 0);
    await knownPayee(t, from, to.accountNumber);
    for (const description of ['Mango', 'apple', 'Banana']) {
      const sent = await transfer(t, from, {
        amountMinor: 100,
        toNumber: to.accountNumber,
        description,
      });
      expect(sent.status).toBe(201);
    }
    const page = await call(
      t,
      'GET',
      '/api/transactions?sort=description&order=asc&type=transfer',
      {
        token: from.accessToken,
      },
    );
    const shown = page.body.items.map(
      (item: { description: string; title: string }) => item.description || item.title,
    );
    expect(shown).toEqual(
      [...shown].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect(shown.map((text: string) => text.toLowerCase()).slice(0, 3)).toEqual([
      'apple',
      'banana',
      'mango',
    ]);
  });

  it('pages by every sort, and answers a forged, malformed or foreign cursor with 400, never 500', async () => {
    const from = await fundedCustomer(t, 1_000_000);
    const to = await fundedCustomer(t, 0);
    await knownPayee(t, from, to.accountNumber);
    for (const amount of [300, 1_200, 50]) {
      expect(
        (
          await transfer(t, from, {
            amountMinor: amount,
            toNumber: to.accountNumber,
            description: `Pay ${amount}`,
          })
        ).status,
      ).toBe(201);
    }
    const get = (query: string) =>
      call(t, 'GET', `/api/transactions?${query}`, { token: from.accessToken });
    const cursors: Record<string, string> = {};
    for (const sort of ['date', 'amount', 'description']) {
      const ids = new Set<string>();
      let cursor: string | null = null;
      do {
        const page = await get(`sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.status).toBe(200);
        page.body.items.forEach((item: { id: string }) => ids.add(item.id));
        cursor = page.body.nextCursor;
        if (cursor) cursors[sort] = cursor;
      } while (cursor);
      expect({ sort, lines: ids.size }).toEqual({ sort, lines: 4 });
    }
    const forged = (fields: unknown) => Buffer.from(JSON.stringify(fields)).toString('base64url');
    const uuid = '0b8f6f4e-4a8e-4d36-9a53-6f3b1e2d7c10';
    const bad = [
      `sort=date&cursor=${forged({ value: '2026-01-01 00:00:00+00', id: '-'.repeat(36) })}`,
      `sort=date&cursor=${forged({ sort: 'date', value: 'yesterday', id: uuid })}`,
      `sort=amount&cursor=${forged({ sort: 'amount', value: '12.5e3', id: uuid })}`,
      `sort=amount&cursor=${forged({ sort: 'amount', value: 7, id: uuid })}`,
      `sort=date&cursor=${cursors.amount}`,
      `sort=amount&cursor=${cursors.description}`,
      `sort=date&cursor=${forged([1, 2])}`,
      `sort=date&cursor=${forged(null)}`,
    ];
    for (const query of bad) {
      const response = await get(query);
      expect({ query, status: response.status, code: response.body.code }).toEqual({
        query,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
  });

  it('answers a well-formed cursor it did not hand out with 400 whatever it holds (month 13, past bigint, NUL), and an edited or foreign one too', async () => {
    const owner = await fundedCustomer(t, 0);
    const stranger = await fundedCustomer(t, 0);
    await linesOf(owner, 3, 'Rent');
    await linesOf(stranger, 3, 'Rent');
    const get = (customer: { accessToken: string }, query: string) =>
      call(t, 'GET', `/api/transactions?${query}`, { token: customer.accessToken });
    const mine = (await get(owner, 'sort=amount&limit=1')).body.nextCursor as string;
    const forged = (fields: unknown) => Buffer.from(JSON.stringify(fields)).toString('base64url');
    const uuid = '0b8f6f4e-4a8e-4d36-9a53-6f3b1e2d7c10';
    /** Each passes the shape checks of the cursor as it was: only PostgreSQL's cast refused them. */
    const wellFormed: Record<string, string> = {
      'month 13': `sort=date&cursor=${forged({ sort: 'date', value: '2026-13-01 00:00:00+00', id: uuid })}`,
      'February 30': `sort=date&cursor=${forged({ sort: 'date', value: '2026-02-30 00:00:00+00', id: uuid })}`,
      'hour 25': `sort=date&cursor=${forged({ sort: 'date', value: '2026-01-01 25:00:00+00', id: uuid })}`,
      'year 0000': `sort=date&cursor=${forged({ sort: 'date', value: '0000-01-01 00:00:00+00', id: uuid })}`,
      'offset +99': `sort=date&cursor=${forged({ sort: 'date', value: '2026-01-01 00:00:00+99', id: uuid })}`,
      'past bigint': `sort=amount&cursor=${forged({ sort: 'amount', value: '9999999999999999999', id: uuid })}`,
      'NUL in a description': `sort=description&cursor=${forged({ sort: 'description', value: 'rent\u0000', id: uuid })}`,
      'a count of its own': `sort=date&cursor=${forged({ sort: 'date', value: '2026-01-01 00:00:00+00', id: uuid, total: 9, seen: 5 })}`,
      // A cursor handed out, with its payload edited (whatever form it takes: sealed or plain).
      edited: `sort=amount&limit=1&cursor=${mine.slice(0, -4)}${mine.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`,
      "another customer's": `sort=amount&limit=1&cursor=${mine}`,
      'another search': `sort=amount&limit=1&search=rent&cursor=${mine}`,
      'another order': `sort=amount&order=asc&limit=1&cursor=${mine}`,
    };
    const answers = await Promise.all(
      Object.entries(wellFormed).map(async ([name, query]) => {
        const customer = name === "another customer's" ? stranger : owner;
        const response = await get(customer, query);
        return { name, status: response.status, code: response.body.code };
      }),
    );
    expect(answers).toEqual(
      Object.keys(wellFormed).map((name) => ({ name, status: 400, code: 'VALIDATION_FAILED' })),
    );
    // The cursor handed out still pages, for its customer and query.
    expect((await get(owner, `sort=amount&limit=1&cursor=${mine}`)).status).toBe(200);
  });

  it('schedules a transfer for a later date and runs it on the day; recurring ones repeat until cancelled', async () => {
    const from = await fundedCustomer(t, 100_000);
    const to = await fundedCustomer(t, 0);
    await knownPayee(t, from, to.accountNumber);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    const once = await transfer(t, from, {
      amountMinor: 1_000,
      toNumber: to.accountNumber,
      timing: { type: 'scheduled', date: tomorrow },
    });
    expect(once.body).toMatchObject({
      outcome: 'scheduled',
      schedule: { frequency: 'once', nextRunOn: tomorrow, status: 'active' },
    });
    const weekly = await transfer(t, from, {
      amountMinor: 500,
      toNumber: to.accountNumber,
      timing: { type: 'recurring', frequency: 'weekly', startDate: today },
    });
    expect(weekly.body.schedule).toMatchObject({ frequency: 'weekly', status: 'active' });
    expect(await balanceOf(t, from.accountId)).toBe(100_000);
    await t.app.get(JobsService).runDue();
    expect(await balanceOf(t, to.accountId)).toBe(500);
    const schedules = await call(t, 'GET', '/api/transfers/schedules', { token: from.accessToken });
    const recurring = schedules.body.schedules.find(
      (s: { id: string }) => s.id === weekly.body.schedule.id,
    );
    expect(recurring).toMatchObject({
      runs: 1,
      nextRunOn: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    });
    // Bring tomorrow's job forward: the one-off runs and finishes.
    await db.query(
      "UPDATE jobs SET run_at = now() WHERE kind = 'schedule.run' AND payload->>'scheduleId' = $1",
      [once.body.schedule.id],
    );
    await db.query('UPDATE transfer_schedules SET next_run_on = $2 WHERE id = $1', [
      once.body.schedule.id,
      tomorrow,
    ]);
    await t.app.get(JobsService).runDue();
    expect(await balanceOf(t, to.accountId)).toBe(1_500);
    const cancelled = await call(
      t,
      'POST',
      `/api/transfers/schedules/${weekly.body.schedule.id}/cancel`,
      { token: from.accessToken },
    );
    expect(cancelled.body.status).toBe('cancelled');
    const past = await transfer(t, from, {
      amountMinor: 500,
      toNumber: to.accountNumber,
      timing: { type: 'scheduled', date: today },
    });
    expect(past.body.code).toBe('TRANSFERS_DATE_INVALID');
  });

  it('resends a schedule’s code; a day without it expires the schedule and tells the customer', async () => {
    const from = await fundedCustomer(t, 100_000);
    const to = await fundedCustomer(t, 0);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const timing = { type: 'scheduled', date: tomorrow } as const;
    const first = await transfer(t, from, {
      amountMinor: 1_000,
      toNumber: to.accountNumber,
      timing,
    });
    expect(first.body).toMatchObject({
      outcome: 'awaiting_code',
      schedule: { status: 'awaiting_code' },
    });
    const id = first.body.schedule.id as string;

    // Resend: a new code replaces the first, and confirms the schedule.
    const since = t.mail.messages.length;
    const resent = await call(t, 'POST', `/api/transfers/schedules/${id}/resend-code`, {
      token: from.accessToken,
    });
    expect(resent.body).toEqual({ message: 'We emailed you a new code. It works for 5 minutes.' });
    const code = await t.mail.codeFor(from.email, /transfer code/, since);
    const confirmed = await call(t, 'POST', `/api/transfers/schedules/${id}/verify`, {
      token: from.accessToken,
      body: { code },
    });
    expect(confirmed.body.schedule.status).toBe('active');
    const again = await call(t, 'POST', `/api/transfers/schedules/${id}/resend-code`, {
      token: from.accessToken,
    });
    expect(again.body.code).toBe('TRANSFERS_NOT_AWAITING_CODE');

    // Another one (staff turned step-up on for every transfer) is never confirmed: its expiry
    // job, due a day later, closes it and mails the customer.
    await db.query(
      `INSERT INTO transfer_settings (user_id, step_up_required) VALUES ($1, true)
       ON CONFLICT (user_id) DO UPDATE SET step_up_required = true`,
      [from.id],
    );
    const second = await transfer(t, from, {
      amountMinor: 2_000,
      toNumber: to.accountNumber,
      timing,
    });
    expect(second.body.outcome).toBe('awaiting_code');
    const secondId = second.body.schedule.id as string;
    const [{ due }] = await db.query<{ due: boolean }[]>(
      `SELECT run_at > now() + interval '23 hours' AS due FROM jobs
       WHERE kind = 'schedule.expire' AND payload->>'scheduleId' = $1`,
      [secondId],
    );
    expect(due).toBe(true);
    await db.query(
      "UPDATE jobs SET run_at = now() WHERE kind = 'schedule.expire' AND payload->>'scheduleId' IN ($1, $2)",
      [id, secondId],
    );
    const mailsBefore = t.mail.messages.length;
    await t.app.get(JobsService).runDue();
    const schedules = (
      await call(t, 'GET', '/api/transfers/schedules', { token: from.accessToken })
    ).body.schedules as { id: string; status: string }[];
    expect(schedules.find((s) => s.id === id)?.status).toBe('active');
    expect(schedules.find((s) => s.id === secondId)?.status).toBe('expired');
    const notice = await t.mail.waitFor(from.email, /was not set up/, mailsBefore);
    expect(notice.text).toContain('$20.00');
    const late = await call(t, 'POST', `/api/transfers/schedules/${secondId}/resend-code`, {
      token: from.accessToken,
    });
    expect(late.body.code).toBe('TRANSFERS_NOT_AWAITING_CODE');
    expect(await balanceOf(t, from.accountId)).toBe(100_000);
  });

  it('records a scheduled run that cannot be paid as a failed transfer the customer can see', async () => {
    const from = await fundedCustomer(t, 100);
    const to = await fundedCustomer(t, 0);
    await knownPayee(t, from, to.accountNumber);
    const today = new Date().toISOString().slice(0, 10);
    await transfer(t, from, {
      amountMinor: 5_000,
      toNumber: to.accountNumber,
      timing: { type: 'recurring', frequency: 'monthly', startDate: today },
    });
    await t.app.get(JobsService).runDue();
    const line = (await call(t, 'GET', '/api/transactions', { token: from.accessToken })).body
      .items[0];
    expect(line).toMatchObject({
      status: 'failed',
      amountMinor: -5_000,
      description: expect.stringContaining('Insufficient funds'),
    });
    expect(await balanceOf(t, from.accountId)).toBe(100);
  });
});
