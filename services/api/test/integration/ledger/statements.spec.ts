import { execFileSync } from 'node:child_process';
import { DataSource } from 'typeorm';
import { AccountsService } from '../../../src/modules/accounts/accounts.service';
import { MONTH_END_JOB } from '../../../src/modules/statements/statements.service';
import { monthOf } from '../../../src/modules/statements/statement-period';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import { asStaff, auditOf } from '../../support/admin';
import { balanceOf, Customer, fundedCustomer, knownPayee, transfer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call, CallResult, sameAnswer } from '../../support/http';
import { newCustomer, newStaff, TestUser } from '../../support/identity';
import { startTestApp, TestApp } from '../../support/test-app';

const today = () => new Date().toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** The text of a PDF, as Debian's poppler-utils read it (a real reader, not our own parser). */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
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
    expect(rows[0]).toBe('Date (UTC),Time (UTC),Description,Amount,Balance');
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
});
