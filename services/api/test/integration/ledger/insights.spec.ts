import { DataSource } from 'typeorm';
import { TransferPolicyService } from '../../../src/modules/transfers/transfer-policy.service';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import { adjustmentBody, asStaff } from '../../support/admin';
import type { Customer } from '../../support/banking';
import {
  balanceOf,
  fundedCustomer,
  knownPayee,
  openAccount,
  transfer,
} from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call, sameAnswer } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newCustomer, newStaff } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

/** A valid ABA routing number of another bank. */
const OTHER_BANK = '021000021';
/** Account numbers at the other bank: one that accepts, one that sends the money back (…0000). */
const ACCEPTED = '555123456789';
const RETURNED = '555120000';
const DAY_MS = 86_400_000;

interface MonthFigures {
  month: string;
  incomeMinor: number;
  spendingMinor: number;
  byCategory: Array<{ category: string; spendingMinor: number }>;
}

/** Noon (UTC) on a day of the month `monthsAgo` months before this one. */
function dayOfEarlierMonth(monthsAgo: number, day: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, day, 12));
}

function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

describe.each(databaseKinds())('spending insights and balance history (%s)', (kind) => {
  let t: TestApp;
  let db: DataSource;
  let staff: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.app.get(DataSource);
    staff = await newStaff(t);
  });
  afterAll(() => t.close());

  const get = (user: TestUser, url: string) => call(t, 'GET', url, { token: user.accessToken });
  const runJobs = () => t.app.get(JobsService).runDue();

  /**
   * A completed line from an earlier month (the API has no clock to move): one balanced entry
   * against the bank's adjustments account, its two postings, the cached balances and the line,
   * all dated `at`, as ledger_post and the activity service write them.
   */
  async function earlierLine(
    customer: Customer,
    at: Date,
    amountMinor: number,
    category: string,
  ): Promise<void> {
    await db.query(
      `WITH e AS (INSERT INTO journal_entries (kind, memo, created_at)
                   VALUES ('adjustment', $4::text, $3::timestamptz) RETURNING id),
       p AS (INSERT INTO postings (entry_id, account_id, amount_minor, created_at)
             SELECT e.id, x.account_id, x.amount_minor, $3::timestamptz FROM e,
               (VALUES ($1::uuid, $5::bigint),
                       ((SELECT id FROM ledger_accounts WHERE code = 'adjustments'), -$5::bigint)) x(account_id, amount_minor)),
       b AS (UPDATE ledger_accounts
                SET balance_minor = balance_minor + CASE WHEN id = $1::uuid THEN $5::bigint ELSE -$5::bigint END
              WHERE id = $1::uuid OR code = 'adjustments')
       INSERT INTO transactions (account_id, user_id, entry_id, type, title, category, amount_minor, status, created_at, updated_at)
       SELECT $1::uuid, $2::uuid, e.id, CASE WHEN $5::bigint > 0 THEN 'credit' ELSE 'debit' END, $4::text, $6::text,
              $5::bigint, 'completed', $3::timestamptz, $3::timestamptz FROM e`,
      [customer.accountId, customer.id, at, `Earlier ${category}`, amountMinor, category],
    );
  }

  /** The customer's line of a transfer (the sender's, money out). */
  async function lineOf(customer: Customer, transferId: string): Promise<string> {
    const [row] = await db.query(
      'SELECT id FROM transactions WHERE user_id = $1 AND transfer_id = $2 AND amount_minor < 0',
      [customer.id, transferId],
    );
    return row.id;
  }

  async function sent(from: Customer, toNumber: string, amountMinor: number, routing?: string) {
    const response = await transfer(t, from, { amountMinor, toNumber, routing });
    if (response.status !== 201) throw new Error(`transfer: ${response.status} ${response.text}`);
    return response.body as { outcome: string; transfer: { id: string } };
  }

  /** A held transfer staff reject: under review above a lowered threshold, then refused. */
  async function rejectedTransfer(from: Customer, toNumber: string, amountMinor: number) {
    const policy = t.app.get(TransferPolicyService);
    const [{ threshold }] = await db.query(
      'SELECT review_threshold_minor AS threshold FROM bank_settings',
    );
    await db.query('UPDATE bank_settings SET review_threshold_minor = $1', [amountMinor - 1]);
    policy.forgetBankSettings();
    try {
      const held = await sent(from, toNumber, amountMinor);
      expect(held.outcome).toBe('under_review');
      const rejected = await asStaff(t, staff).post(
        `/api/admin/transfers/${held.transfer.id}/reject`,
        { reason: 'We could not confirm the recipient' },
      );
      expect(rejected.body.status).toBe('rejected');
    } finally {
      await db.query('UPDATE bank_settings SET review_threshold_minor = $1', [threshold]);
      policy.forgetBankSettings();
    }
  }

  /**
   * What the insights must say, computed apart from the API: the postings of the customer's
   * completed lines on their accounts, by the line's month and category; reversed lines, reversals
   * and transfers whose sender and recipient account are both the customer's (read from the
   * transfers table) left out.
   */
  async function expectedMonths(customer: Customer, keys: string[]): Promise<MonthFigures[]> {
    const rows: Array<{ month: string; category: string; amount_minor: string }> = await db.query(
      `SELECT to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, t.category, p.amount_minor::text AS amount_minor
         FROM transactions t
         JOIN postings p ON p.entry_id = t.entry_id AND p.account_id = t.account_id
         LEFT JOIN transfers tr ON tr.id = t.transfer_id
         LEFT JOIN ledger_accounts ra ON ra.id = tr.recipient_account_id
        WHERE t.user_id = $1 AND t.status = 'completed' AND t.reversal_of IS NULL
          AND NOT coalesce(tr.user_id = t.user_id AND ra.owner_id = t.user_id, false)`,
      [customer.id],
    );
    return keys.map((month) => {
      const posted = rows.filter((row) => row.month === month);
      const out = posted.filter((row) => Number(row.amount_minor) < 0);
      const categories = [...new Set(out.map((row) => row.category))];
      const spentOn = (category: string) =>
        -out
          .filter((row) => row.category === category)
          .reduce((sum, row) => sum + Number(row.amount_minor), 0);
      return {
        month,
        incomeMinor: posted
          .filter((row) => Number(row.amount_minor) > 0)
          .reduce((sum, row) => sum + Number(row.amount_minor), 0),
        spendingMinor: -out.reduce((sum, row) => sum + Number(row.amount_minor), 0),
        byCategory: categories
          .map((category) => ({ category, spendingMinor: spentOn(category) }))
          .sort(
            (a, b) => b.spendingMinor - a.spendingMinor || a.category.localeCompare(b.category),
          ),
      };
    });
  }

  describe('a customer with a month of banking', () => {
    let me: Customer;
    let savings: { id: string; number: string };
    const twoMonthsAgo = dayOfEarlierMonth(2, 15);
    const lastMonth = dayOfEarlierMonth(1, 10);

    beforeAll(async () => {
      me = await fundedCustomer(t, 500_000); // income: Deposit 5,000.00
      savings = await openAccount(t, me, 0, 'savings');
      const other = await fundedCustomer(t, 100_000);
      for (const [number, routing] of [
        [other.accountNumber, undefined],
        [savings.number, undefined],
        [ACCEPTED, OTHER_BANK],
        [RETURNED, OTHER_BANK],
      ] as const)
        await knownPayee(t, me, number, routing);
      await knownPayee(t, other, me.accountNumber);

      await earlierLine(me, twoMonthsAgo, 20_000, 'Salary');
      await earlierLine(me, twoMonthsAgo, -3_000, 'Groceries');
      await earlierLine(me, lastMonth, -1_250, 'Groceries');

      // Spending: a transfer to another customer, its line put under "Rent" by staff.
      const rent = await sent(me, other.accountNumber, 12_000);
      const edited = await asStaff(t, staff).patch(
        `/api/admin/transactions/${await lineOf(me, rent.transfer.id)}`,
        { category: 'Rent' },
      );
      expect(edited.body.category).toBe('Rent');
      // Neither: money moved between two of my own accounts.
      expect((await sent(me, savings.number, 30_000)).outcome).toBe('completed');
      // Income: another customer pays me.
      expect((await sent(other, me.accountNumber, 4_000)).outcome).toBe('completed');
      // Spending once the other bank accepts it; nothing when it sends the money back.
      expect((await sent(me, ACCEPTED, 7_000, OTHER_BANK)).outcome).toBe('pending');
      expect((await sent(me, RETURNED, 2_500, OTHER_BANK)).outcome).toBe('pending');
      await runJobs();
      // Nothing: a transfer staff reversed, and one they rejected.
      const mistake = await sent(me, other.accountNumber, 2_000);
      const reversed = await asStaff(t, staff).post(
        `/api/admin/transactions/${await lineOf(me, mistake.transfer.id)}/reverse`,
        { reason: 'Sent by mistake' },
      );
      expect(reversed.body.original.status).toBe('reversed');
      await rejectedTransfer(me, other.accountNumber, 60_000);
      // Staff adjustments: money in and money out, with their categories.
      for (const [amountMinor, direction, category] of [
        [5_000, 'credit', 'Goodwill'],
        [1_500, 'debit', 'Cash withdrawal'],
      ] as const) {
        const posted = await asStaff(t, staff).post('/api/admin/adjustments', {
          ...adjustmentBody(me.accountId, amountMinor, direction),
          category,
        });
        expect(posted.body.status).toBe('posted');
      }
    });

    it('sums completed income and spending per month and category as the ledger does, own-account, failed, rejected and reversed transfers left out', async () => {
      const insights = await get(me, '/api/insights?months=3');
      expect(insights.status).toBe(200);
      const keys = [twoMonthsAgo, lastMonth, new Date()].map(monthKey);
      expect(insights.body.months.map((month: MonthFigures) => month.month)).toEqual(keys);
      expect(insights.body.months).toEqual(await expectedMonths(me, keys));
      // The same figures, written out: what each line above should have done.
      expect(insights.body.months).toEqual([
        {
          month: keys[0],
          incomeMinor: 20_000,
          spendingMinor: 3_000,
          byCategory: [{ category: 'Groceries', spendingMinor: 3_000 }],
        },
        {
          month: keys[1],
          incomeMinor: 0,
          spendingMinor: 1_250,
          byCategory: [{ category: 'Groceries', spendingMinor: 1_250 }],
        },
        {
          month: keys[2],
          incomeMinor: 500_000 + 4_000 + 5_000,
          spendingMinor: 12_000 + 7_000 + 1_500,
          byCategory: [
            { category: 'Rent', spendingMinor: 12_000 },
            { category: 'Transfer', spendingMinor: 7_000 },
            { category: 'Cash withdrawal', spendingMinor: 1_500 },
          ],
        },
      ]);
    });

    it('draws each day’s closing balance from the postings, ending at the account’s ledger balance', async () => {
      const history = await get(me, `/api/accounts/${me.accountId}/balance-history?days=90`);
      expect(history.status).toBe(200);
      const days: Array<{ date: string; balanceMinor: number; netMinor: number }> =
        history.body.days;
      expect(history.body.accountId).toBe(me.accountId);
      expect(days).toHaveLength(90);
      expect(days[89].date).toBe(new Date().toISOString().slice(0, 10));
      expect(days[89].balanceMinor).toBe(await balanceOf(t, me.accountId));
      const first = Date.parse(`${days[0].date}T00:00:00Z`);
      const postedByDay = new Map<string, number>(
        (
          await db.query(
            `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(amount_minor)::text AS net
               FROM postings WHERE account_id = $1 AND created_at >= $2 GROUP BY 1`,
            [me.accountId, new Date(first)],
          )
        ).map((row: { day: string; net: string }) => [row.day, Number(row.net)]),
      );
      for (let index = 0; index < days.length; index += 1) {
        const net = postedByDay.get(days[index].date) ?? 0;
        expect({ date: days[index].date, net: days[index].netMinor }).toEqual({
          date: days[index].date,
          net,
        });
        if (index > 0)
          expect({
            date: days[index].date,
            change: days[index].balanceMinor - days[index - 1].balanceMinor,
          }).toEqual({ date: days[index].date, change: net });
      }
      const [{ closing }] = await db.query(
        'SELECT coalesce(sum(amount_minor), 0)::text AS closing FROM postings WHERE account_id = $1 AND created_at < $2',
        [me.accountId, new Date(first + DAY_MS)],
      );
      expect(days[0].balanceMinor).toBe(Number(closing));
      // Days that moved: the earlier lines and today, where every transfer above posted.
      expect(days.filter((day) => day.netMinor !== 0).map((day) => day.date)).toEqual(
        [twoMonthsAgo, lastMonth, new Date()]
          .map((date) => date.toISOString().slice(0, 10))
          .filter((date) => date >= days[0].date),
      );
    });

    it('shows 90 days by default, and the savings account ending at what the own-account transfer put there', async () => {
      const history = await get(me, `/api/accounts/${savings.id}/balance-history`);
      expect(history.body.days).toHaveLength(90);
      expect(history.body.days.at(-1)).toMatchObject({ balanceMinor: 30_000, netMinor: 30_000 });
      expect(history.body.days.at(-2)).toMatchObject({ balanceMinor: 0, netMinor: 0 });
    });
  });

  it('lists every month of the period for a customer without lines, as zeros', async () => {
    const quiet = await newCustomer(t);
    const insights = await get(quiet, '/api/insights');
    expect(insights.status).toBe(200);
    expect(insights.body.months).toHaveLength(6);
    expect(insights.body.months.at(-1)).toEqual({
      month: monthKey(new Date()),
      incomeMinor: 0,
      spendingMinor: 0,
      byCategory: [],
    });
    expect(insights.body.months.map((month: MonthFigures) => month.month)).toEqual(
      [5, 4, 3, 2, 1, 0].map((ago) => monthKey(dayOfEarlierMonth(ago, 1))),
    );
  });

  it('refuses periods out of range and answers someone else’s account exactly like an unknown one', async () => {
    const [owner, stranger] = [await fundedCustomer(t, 1_000), await newCustomer(t)];
    for (const months of ['0', '25', '1.5', 'six'])
      expect((await get(owner, `/api/insights?months=${months}`)).body.code).toBe(
        'VALIDATION_FAILED',
      );
    expect((await get(owner, '/api/insights?months=24')).body.months).toHaveLength(24);
    const url = (id: string, days = '30') => `/api/accounts/${id}/balance-history?days=${days}`;
    for (const days of ['6', '366'])
      expect((await get(owner, url(owner.accountId, days))).status).toBe(400);
    expect((await get(owner, url(owner.accountId, '7'))).body.days).toHaveLength(7);
    const other = await get(stranger, url(owner.accountId));
    const unknown = await get(stranger, url('00000000-0000-4000-8000-000000000000'));
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('ACCOUNTS_NOT_FOUND');
    expect(sameAnswer(other.body)).toEqual(sameAnswer(unknown.body));
    expect((await call(t, 'GET', '/api/insights')).status).toBe(401);
    expect((await call(t, 'GET', url(owner.accountId))).status).toBe(401);
  });
});
