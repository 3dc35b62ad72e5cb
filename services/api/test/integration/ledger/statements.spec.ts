import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import type { Statement } from '@vaultline/contracts';
import { STATEMENT_LINES_MAX } from '@vaultline/contracts';
import { AccountsService } from '../../../src/modules/accounts/accounts.service';
import { MONTH_END_JOB } from '../../../src/modules/statements/statement-month-end.service';
import { monthOf } from '../../../src/modules/statements/statement-period';
import { canonicalJson } from '../../../src/platform/audit/canonical-json';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import { asStaff, auditOf } from '../../support/admin';
import type { Customer } from '../../support/banking';
import { balanceOf, fundedCustomer, knownPayee, transfer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import type { CallResult } from '../../support/http';
import { call, sameAnswer } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newCustomer, newStaff } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

const today = () => new Date().toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** The text of a PDF, as Debian's poppler-utils read it (a real reader, not our own parser). */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], {
    input: pdf,
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
}

async function download(t: TestApp, user: TestUser, url: string): Promise<Buffer> {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${user.accessToken}` },
  });
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.rawPayload;
}

interface PostingRow {
  amount_minor: string;
}

/** A CSV text's rows and cells as RFC 4180 reads them, each cell with whether it was quoted. */
function csvCells(text: string): { value: string; quoted: boolean }[][] {
  const rows: { value: string; quoted: boolean }[][] = [];
  const cell = /("((?:[^"]|"")*)"|[^",\r\n]*)(,|\r\n)/gy;
  let row: { value: string; quoted: boolean }[] = [];
  let read = 0;
  for (let match = cell.exec(text); match && read < text.length; match = cell.exec(text)) {
    const quoted = match[2] !== undefined;
    row.push({ value: quoted ? match[2].replace(/""/g, '"') : match[1], quoted });
    read = cell.lastIndex;
    if (match[3] === '\r\n') {
      rows.push(row);
      row = [];
    }
  }
  expect({ read, rest: row }).toEqual({ read: text.length, rest: [] });
  return rows;
}

/**
 * What a spreadsheet in any locale could take for a cell: a row split at every character some
 * locale uses as the separator, each piece without its leading spaces and quotes.
 */
function looseCells(row: string): string[] {
  return row.split(/[;,\t|]/).map((piece) => piece.replace(/^[\s"]+/, ''));
}

/** A kept statement of `lines` lines (an amount each), as month-end would have made it. */
function bigStatement(customer: Customer, start: string, end: string, lines: number): Statement {
  const day = Date.parse(`${start}T00:00:00Z`);
  return {
    periodStart: start,
    periodEnd: end,
    accountName: 'Everyday',
    accountNumber: customer.accountNumber,
    routingNumber: '123456780',
    holderName: 'ada lovelace',
    openingBalanceMinor: 0,
    closingBalanceMinor: lines * 100,
    moneyInMinor: lines * 100,
    moneyOutMinor: 0,
    lineCount: lines,
    lines: Array.from({ length: lines }, (_line, index) => ({
      postedAt: new Date(day + index * 60_000).toISOString(),
      description: `Card payment — Corner shop, receipt ${index + 1}`,
      amountMinor: 100,
      balanceMinor: (index + 1) * 100,
    })),
  };
}

describe.each(databaseKinds())('statements (%s)', (kind) => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  /** A customer with a deposit, a payment out and a payment in: three postings today. */
  async function busyCustomer(): Promise<{ customer: Customer; other: Customer }> {
    const customer = await fundedCustomer(t, 50_000);
    const other = await fundedCustomer(t, 10_000);
    await knownPayee(t, customer, other.accountNumber);
    await knownPayee(t, other, customer.accountNumber);
    expect(
      (await transfer(t, customer, { amountMinor: 1_234, toNumber: other.accountNumber })).status,
    ).toBe(201);
    expect(
      (await transfer(t, other, { amountMinor: 500, toNumber: customer.accountNumber })).status,
    ).toBe(201);
    return { customer, other };
  }

  async function postingsOf(accountId: string): Promise<number[]> {
    const rows = await db.query<PostingRow[]>(
      'SELECT amount_minor FROM postings WHERE account_id = $1 ORDER BY created_at, id',
      [accountId],
    );
    return rows.map((row) => Number(row.amount_minor));
  }

  async function runMonthEnd(): Promise<void> {
    await db.transaction((tx) =>
      t.app.get(JobsService).enqueue(tx, MONTH_END_JOB, new Date(), { ...monthOf(new Date()) }),
    );
    await t.app.get(JobsService).runDue();
  }

  it('makes a range statement from postings: opening plus lines is the closing (ledger) balance', async () => {
    const { customer } = await busyCustomer();
    const url = `/api/accounts/${customer.accountId}/statements/range?from=${today()}&to=${today()}`;
    const json = await call(t, 'GET', `${url}&format=json`, { token: customer.accessToken });
    expect(json.status).toBe(200);
    const postings = await postingsOf(customer.accountId);
    expect(json.body.lines.map((line: { amountMinor: number }) => line.amountMinor)).toEqual(
      postings,
    );
    expect(json.body).toMatchObject({
      openingBalanceMinor: 0,
      closingBalanceMinor: await balanceOf(t, customer.accountId),
      moneyInMinor: 50_500,
      moneyOutMinor: 1_234,
      lineCount: 3,
      routingNumber: '123456780',
      holderName: 'ada lovelace',
    });
    expect(json.body.lines.at(-1).balanceMinor).toBe(json.body.closingBalanceMinor);
    expect(json.body.lines[0].description).toBe('Cash deposit');

    const csv = (await download(t, customer, `${url}&format=csv`)).toString();
    const rows = csv.trimEnd().split('\r\n');
    expect(rows[0]).toBe('"Date (UTC)","Time (UTC)","Description","Amount","Balance"');
    expect(rows.slice(1).map((row) => row.split(',').at(-2))).toEqual(['500.00', '-12.34', '5.00']);
    expect(rows.at(-1)?.split(',').at(-1)).toBe('492.66');
  });

  it('writes a real PDF: bank, routing number, holder, period, every line and page numbers', async () => {
    const { customer } = await busyCustomer();
    const accounts = t.app.get(AccountsService);
    for (let index = 0; index < 60; index += 1)
      await db.transaction((tx) =>
        accounts.deposit(
          tx,
          { id: customer.accountId, ownerId: customer.id },
          100,
          `Deposit ${index}`,
          {
            id: null,
            role: 'system',
          },
        ),
      );
    const url = `/api/accounts/${customer.accountId}/statements/range?from=${today()}&to=${today()}&format=pdf`;
    const pdf = await download(t, customer, url);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Vaultline');
    expect(text).toContain('Routing number 123456780');
    expect(text).toContain('Account holder: ada lovelace');
    expect(text).toContain(`Period: ${today()} to ${today()}`);
    expect(text).toContain('Deposit 59');
    expect(text).toMatch(/Closing balance\s+\$552\.66/);
    expect(text).toContain('Page 1 of 2');
    expect(text).toContain('Page 2 of 2');
  });

  it('keeps the month-end statement as it was made, with its fingerprint, while the ledger moves on', async () => {
    const { customer, other } = await busyCustomer();
    await runMonthEnd();
    const archive = await call(t, 'GET', `/api/accounts/${customer.accountId}/statements`, {
      token: customer.accessToken,
    });
    expect(archive.body.statements).toEqual([
      expect.objectContaining({
        periodStart: monthOf(new Date()).start,
        periodEnd: monthOf(new Date()).end,
        lineCount: 3,
        closingBalanceMinor: 49_266,
      }),
    ]);
    const { id, sha256 } = archive.body.statements[0];
    const keptUrl = `/api/accounts/${customer.accountId}/statements/${id}?format=json`;
    const before = await call(t, 'GET', keptUrl, { token: customer.accessToken });
    expect(before.headers['x-statement-sha256']).toBe(sha256);

    await transfer(t, customer, { amountMinor: 700, toNumber: other.accountNumber });
    await runMonthEnd();
    const after = await call(t, 'GET', keptUrl, { token: customer.accessToken });
    expect(after.text).toBe(before.text);
    const month = monthOf(new Date());
    const fresh = await call(
      t,
      'GET',
      `/api/accounts/${customer.accountId}/statements/range?from=${month.start}&to=${today()}&format=json`,
      { token: customer.accessToken },
    );
    expect(fresh.body.lineCount).toBe(4);
    await expect(
      db.query('UPDATE statements SET closing_balance_minor = 0 WHERE id = $1', [id]),
    ).rejects.toThrow();
    await expect(db.query('DELETE FROM statements WHERE id = $1', [id])).rejects.toThrow();
  });

  it("answers another customer's account like an unknown one; refuses bad, future and long ranges", async () => {
    const { customer } = await busyCustomer();
    const stranger = await newCustomer(t);
    const base = `/api/accounts/${customer.accountId}/statements`;
    const theirs = await call(t, 'GET', base, { token: stranger.accessToken });
    const unknown = await call(
      t,
      'GET',
      '/api/accounts/00000000-0000-4000-8000-000000000000/statements',
      {
        token: stranger.accessToken,
      },
    );
    expect(theirs.status).toBe(404);
    expect(sameAnswer(theirs.body)).toEqual(sameAnswer(unknown.body));
    const ask = (query: string): Promise<CallResult> =>
      call(t, 'GET', `${base}/range?${query}`, { token: customer.accessToken });
    expect((await ask(`from=${today()}&to=${today()}&format=json`)).status).toBe(200);
    expect((await ask('from=2026-02-30&to=2026-03-01')).body.code).toBe('VALIDATION_FAILED');
    expect((await ask('from=2026-03-02&to=2026-03-01')).body.code).toBe('VALIDATION_FAILED');
    expect((await ask('from=2024-01-01&to=2025-06-01')).body.code).toBe('VALIDATION_FAILED');
    expect((await ask('from=2026-01-01&to=2026-01-02&format=docx')).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await ask(`from=${today()}&to=${tomorrow()}`)).body.code).toBe(
      'STATEMENTS_RANGE_IN_FUTURE',
    );
    expect(
      (
        await call(t, 'GET', `${base}/00000000-0000-4000-8000-000000000000`, {
          token: customer.accessToken,
        })
      ).body.code,
    ).toBe('STATEMENTS_NOT_FOUND');
  });

  it("lets staff open a customer's statements from user details, each opening audited; customers cannot", async () => {
    const { customer } = await busyCustomer();
    await runMonthEnd();
    const staff = await newStaff(t);
    const base = `/api/admin/users/${customer.id}/accounts/${customer.accountId}/statements`;
    const archive = await asStaff(t, staff).get(base);
    expect(archive.body.statements).toHaveLength(1);
    const kept = await asStaff(t, staff).get(
      `${base}/${archive.body.statements[0].id}?format=json`,
    );
    expect(kept.body.lineCount).toBe(3);
    const [record] = await auditOf(t, staff, 'statement.opened_by_staff', 1);
    expect(record).toMatchObject({ actorId: staff.id, targetId: customer.accountId });
    expect((await call(t, 'GET', base, { token: customer.accessToken })).status).toBe(403);
    const wrongOwner = await asStaff(t, staff).get(
      `/api/admin/users/${staff.id}/accounts/${customer.accountId}/statements`,
    );
    expect(wrongOwner.status).toBe(404);
  });

  it('quotes every text cell and neutralises formula starts after separators too; amounts stay numbers', async () => {
    const { customer, other } = await busyCustomer();
    const typed = [
      'rent;=2+3',
      '=HYPERLINK("https://x.example")',
      'a,+1',
      'b|@SUM(1)',
      'c; -2',
      'd;"=3',
    ];
    for (const description of typed)
      expect(
        (
          await transfer(t, other, {
            amountMinor: 101,
            toNumber: customer.accountNumber,
            description,
          })
        ).status,
      ).toBe(201);
    const url = `/api/accounts/${customer.accountId}/statements/range?from=${today()}&to=${today()}`;
    const json = await call(t, 'GET', `${url}&format=json`, { token: customer.accessToken });
    const csv = (await download(t, customer, `${url}&format=csv`)).toString();
    // Split as any locale might, no piece of any row starts a formula (a number is a number).
    const formulas = csv
      .trimEnd()
      .split('\r\n')
      .flatMap(looseCells)
      .filter((piece) => /^[=+\-@]/.test(piece) && !/^-?\d+\.\d{2}$/.test(piece));
    expect(formulas).toEqual([]);
    const [header, ...rows] = csvCells(csv);
    expect(header).toEqual(
      ['Date (UTC)', 'Time (UTC)', 'Description', 'Amount', 'Balance'].map((value) => ({
        value,
        quoted: true,
      })),
    );
    const lines = json.body.lines as {
      description: string;
      amountMinor: number;
      balanceMinor: number;
    }[];
    expect(rows).toHaveLength(lines.length);
    rows.forEach((row, index) => {
      expect(row.map((cell) => cell.quoted)).toEqual([true, true, true, false, false]);
      // Numbers a spreadsheet sums: exact decimals, the same as the statement's.
      expect(row.slice(3).map((cell) => Math.round(Number(cell.value) * 100))).toEqual([
        lines[index].amountMinor,
        lines[index].balanceMinor,
      ]);
    });
    const descriptions = rows.map((row) => row[2].value).join('\n');
    for (const neutralised of ["rent;'=2+3", "a,'+1", "b|'@SUM(1)", "c; '-2", 'd;"\'=3'])
      expect(descriptions).toContain(neutralised);
  });

  it('renders four 20,000-line PDFs in worker threads: /api/health/live never stalls meanwhile', async () => {
    const customer = await fundedCustomer(t, 0);
    const months = ['01', '02', '03', '04'].map((month) => `2025-${month}`);
    const ids: string[] = [];
    for (const month of months) {
      const end = `${month}-${month === '2025-02' ? 28 : 30}`;
      const statement = bigStatement(customer, `${month}-01`, end, STATEMENT_LINES_MAX);
      const [row] = await db.query<{ id: string }[]>(
        `INSERT INTO statements (account_id, user_id, period_start, period_end, opening_balance_minor,
           closing_balance_minor, money_in_minor, money_out_minor, line_count, content, sha256)
         VALUES ($1, $2, $3, $4, 0, $5, $5, 0, $6, $7::jsonb, $8) RETURNING id`,
        [
          customer.accountId,
          customer.id,
          statement.periodStart,
          statement.periodEnd,
          statement.closingBalanceMinor,
          statement.lineCount,
          JSON.stringify(statement),
          createHash('sha256').update(canonicalJson(statement)).digest('hex'),
        ],
      );
      ids.push(row.id);
    }
    const base = `/api/accounts/${customer.accountId}/statements`;
    // A warm worker pool and a warm probe: what is measured is the renders, not a first start.
    await download(t, customer, `${base}/range?from=${today()}&to=${today()}&format=pdf`);
    await call(t, 'GET', '/api/health/live');
    let rendering = true;
    const renders = Promise.all(ids.map((id) => download(t, customer, `${base}/${id}?format=pdf`)));
    const stop = () => {
      rendering = false;
    };
    renders.then(stop, stop);
    const latencies: number[] = [];
    while (rendering) {
      // Timed from when the probe is due, as a load balancer's probe would be: a blocked event loop
      // holds the timer that sends it as well as the answer (timed from the send, a render that
      // blocks during the wait between probes would never show). Every 20 ms: a stall of S ms
      // shows as at least S - 20.
      const due = performance.now() + 20;
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await call(t, 'GET', '/api/health/live')).status).toBe(200);
      latencies.push(performance.now() - due);
    }
    const pdfs = await renders;
    const sorted = [...latencies].sort((a, b) => a - b);
    const slowest = sorted[sorted.length - 1];
    // How fast the probe stays (the 50 ms) is measured by `npm run bench:statements` on an
    // idle machine, not here, where other suites share the two cores. What is checked here is that no
    // probe is near a stall: one 20,000-line PDF drawn on the event loop holds every probe 3 s
    // or more. What the event loop still does is read each 3 MB statement (about 15 ms from
    // PostgreSQL) and send each PDF. PGlite is PostgreSQL in WebAssembly on that same event loop:
    // reading the four statements (about 60 ms each, run back to back) holds it for a while. On
    // PostgreSQL the bound is half the shortest stall a render on the event loop makes: CI runs this
    // beside another task's build on two cores, where scheduling alone held a probe 684 ms.
    expect(slowest).toBeLessThan(kind === 'pglite' ? 2_000 : 1_500);
    // Probes all the while, not a few between stalls.
    expect(sorted.length).toBeGreaterThanOrEqual(10);
    const text = pdfText(pdfs[3]);
    const pages = /Page 1 of (\d+)/.exec(text)?.[1];
    expect(Number(pages)).toBeGreaterThan(400);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('receipt 20000');
  }, 180_000);

  it('counts statement files per requester: the 31st in 15 minutes is a 429, and others are not held up', async () => {
    const { customer } = await busyCustomer();
    const neighbour = await fundedCustomer(t, 1_000);
    const range = (who: Customer, format: string) =>
      call(
        t,
        'GET',
        `/api/accounts/${who.accountId}/statements/range?from=${today()}&to=${today()}&format=${format}`,
        { token: who.accessToken },
      );
    const formats = ['json', 'csv', 'pdf'];
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1)
      statuses.push((await range(customer, formats[index % 3])).status);
    expect(statuses).toEqual(Array.from({ length: 30 }, () => 200));
    const refused = await range(customer, 'pdf');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'AUTH_THROTTLED',
      details: { retryAfterS: expect.any(Number) },
    });
    expect((await range(neighbour, 'pdf')).status).toBe(200);
  });

  it("audits every staff read of a customer's statements: the list, each kept file, each range", async () => {
    const { customer } = await busyCustomer();
    await runMonthEnd();
    const staff = await newStaff(t);
    const base = `/api/admin/users/${customer.id}/accounts/${customer.accountId}/statements`;
    const archive = await asStaff(t, staff).get(base);
    expect(archive.status).toBe(200);
    const id = archive.body.statements[0].id as string;
    for (const url of [
      `${base}/${id}?format=pdf`,
      `${base}/${id}?format=csv`,
      `${base}/range?from=${today()}&to=${today()}&format=json`,
    ])
      expect((await asStaff(t, staff).get(url)).status).toBe(200);
    const records = (await auditOf(t, staff, 'statement.', 20)).filter(
      (record) => record.actorId === staff.id,
    );
    expect(
      records.map((record) => ({
        action: record.action,
        target: record.targetId,
        details: record.details,
      })),
    ).toEqual([
      expect.objectContaining({
        action: 'statement.opened_by_staff',
        details: expect.objectContaining({ format: 'json' }),
      }),
      expect.objectContaining({
        action: 'statement.opened_by_staff',
        details: expect.objectContaining({ statementId: id, format: 'csv' }),
      }),
      expect.objectContaining({
        action: 'statement.opened_by_staff',
        details: expect.objectContaining({ statementId: id, format: 'pdf' }),
      }),
      {
        action: 'statement.archive_listed_by_staff',
        target: customer.accountId,
        details: { customerId: customer.id, statements: 1 },
      },
    ]);
  });
});
