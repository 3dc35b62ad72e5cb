// The history bench's data, built set-based in the bench's own database: customers with four
// accounts each, every account funded by one opening deposit, then journal entries of two postings
// each (deposits 10 %, card payments 10 %, transfers between customers 80 %) until the ledger holds
// `postings` postings, the first `hot` entries all touching the hot account. Every posting on a
// customer account gets its statement line, as the API writes them (and in time order, as it appends
// them); balances are the sums of the postings, so the ledger invariants hold afterwards.

const MEMOS = [
  'Rent share',
  'Groceries',
  'Dinner at Luigi',
  'Coffee',
  'Concert tickets',
  'Birthday gift',
  'Utilities',
  'Car repair',
  'Gym membership',
  'Book club',
  'Taxi home',
  'Holiday deposit',
  'Phone bill',
  'Lunch',
  'Garden supplies',
  'School trip',
  'Insurance',
  'Pet food',
  'Parking',
  'Flowers',
  'Cinema',
  'Hardware store',
  'Pharmacy',
  'Bakery',
  'Streaming plan',
];
const CATEGORIES = ['Transfer', 'Food & Dining', 'Shopping', 'Bills', 'Entertainment', 'Travel'];

const sqlArray = (values) => `(ARRAY[${values.map((v) => `'${v}'`).join(',')}])`;

/**
 * The accounts numbered 1..n in `bench_accounts` (1 is the hot one), after the bulk customers.
 * @param {import('pg').Client} db
 */
async function createCustomers(db, { accounts, hotUserId }) {
  await db.query(
    `INSERT INTO users (email, first_name, last_name, password_hash, email_verified_at)
     SELECT 'history.' || g || '@example.com', 'Pat', 'Customer ' || g, 'no password: cannot sign in', now()
     FROM generate_series(1, $1::int) g`,
    [Math.ceil(accounts / 4) - 1],
  );
  await db.query(
    `INSERT INTO ledger_accounts (kind, owner_id, type, name, number, opened_at)
     SELECT 'customer', u.id, (ARRAY['checking','savings','checking','business'])[k], 'Account ' || k,
            '80' || lpad((row_number() OVER ())::text, 10, '0'), now() - interval '4 years'
     FROM users u CROSS JOIN generate_series(1, 4) k WHERE u.email LIKE 'history.%'`,
  );
  await db.query(
    `CREATE UNLOGGED TABLE bench_accounts AS
     SELECT (row_number() OVER (ORDER BY a.owner_id = $1 DESC, a.opened_at, a.id))::int AS n, a.id, a.owner_id
     FROM ledger_accounts a WHERE a.kind = 'customer' ORDER BY 1 LIMIT $2`,
    [hotUserId, accounts],
  );
  await db.query('CREATE UNIQUE INDEX ON bench_accounts (n)');
}

/** One opening deposit entry: `amount` to every bench account from teller cash, with its lines. */
async function fundAccounts(db, amount) {
  await db.query(
    `WITH e AS (INSERT INTO journal_entries (kind, memo, created_at)
                VALUES ('deposit', 'Opening deposit', now() - interval '4 years') RETURNING id, created_at),
     p AS (INSERT INTO postings (entry_id, account_id, amount_minor, created_at)
           SELECT e.id, a.id, $1::bigint, e.created_at FROM e, bench_accounts a
           UNION ALL SELECT e.id, t.id, -$1::bigint * (SELECT count(*) FROM bench_accounts), e.created_at
           FROM e, ledger_accounts t WHERE t.code = 'teller_cash')
     INSERT INTO transactions (account_id, user_id, entry_id, type, title, description, category, amount_minor,
                               status, created_at, updated_at)
     SELECT a.id, a.owner_id, e.id, 'credit', 'Opening deposit', 'Cash at the branch', 'Deposit', $1, 'completed',
            e.created_at, e.created_at
     FROM e, bench_accounts a`,
    [amount],
  );
}

/** The entries to write: sides by bench account number (0 = an internal account), amount, time, memo. */
async function planEntries(db, { entries, hot }) {
  await db.query(
    `CREATE UNLOGGED TABLE bench_entries AS
     WITH g AS (
       SELECT g, CASE g % 10 WHEN 0 THEN 'deposit' WHEN 1 THEN 'card' ELSE 'transfer' END AS kind,
              2 + floor(random() * (n - 1))::int AS r1, floor(random() * (n - 2))::int AS r2
       FROM generate_series(1, $1::int) g, (SELECT count(*)::int AS n FROM bench_accounts) c
     ), sides AS (
       SELECT g, kind,
              CASE WHEN g <= $2 THEN CASE WHEN kind = 'card' OR (kind = 'transfer' AND g % 2 = 1) THEN 1 ELSE r1 END
                   ELSE r1 END AS from_n,
              CASE WHEN g <= $2 THEN CASE WHEN kind = 'deposit' OR (kind = 'transfer' AND g % 2 = 0) THEN 1 ELSE r1 END
                   ELSE 2 + (r1 - 2 + 1 + r2) % ((SELECT count(*)::int FROM bench_accounts) - 1) END AS to_n
       FROM g
     )
     SELECT g, kind, CASE WHEN kind = 'deposit' THEN 0 ELSE from_n END AS from_n,
            CASE WHEN kind = 'card' THEN 0 ELSE to_n END AS to_n, gen_random_uuid() AS entry_id,
            1 + floor(random() * 50000)::bigint AS amount, now() - random() * interval '1095 days' AS at,
            1 + g % ${MEMOS.length} AS memo, upper(substr(md5(g::text), 1, 8)) AS ref
     FROM sides`,
    [entries, hot],
  );
}

/**
 * The entries, their postings and their lines, straight from the plan; postings and lines stored in
 * time order, as the API appends them (the newest lines of an account sit together on disk).
 */
async function writeEntries(db) {
  await db.query(
    `INSERT INTO journal_entries (id, kind, memo, created_at)
     SELECT entry_id, kind, ${sqlArray(MEMOS)}[memo], at FROM bench_entries`,
  );
  await db.query(
    `INSERT INTO postings (entry_id, account_id, amount_minor, created_at)
     SELECT e.entry_id, coalesce(f.id, (SELECT id FROM ledger_accounts WHERE code = 'teller_cash')), -e.amount,
            e.at AS created_at
       FROM bench_entries e LEFT JOIN bench_accounts f ON f.n = e.from_n
     UNION ALL
     SELECT e.entry_id, coalesce(t.id, (SELECT id FROM ledger_accounts WHERE code = 'settlement')), e.amount, e.at
       FROM bench_entries e LEFT JOIN bench_accounts t ON t.n = e.to_n
     ORDER BY created_at`,
  );
  await db.query(
    `INSERT INTO transactions (account_id, user_id, entry_id, type, title, description, category, amount_minor,
                               status, created_at, updated_at)
     SELECT f.id, f.owner_id, e.entry_id, CASE e.kind WHEN 'card' THEN 'debit' ELSE 'transfer' END,
            CASE e.kind WHEN 'card' THEN 'Card payment' ELSE 'Transfer to account ' || e.to_n END,
            ${sqlArray(MEMOS)}[e.memo] || ' · Ref ' || e.ref,
            ${sqlArray(CATEGORIES)}[1 + e.memo % ${CATEGORIES.length}],
            -e.amount, 'completed', e.at AS created_at, e.at
       FROM bench_entries e JOIN bench_accounts f ON f.n = e.from_n
     UNION ALL
     SELECT t.id, t.owner_id, e.entry_id, CASE e.kind WHEN 'deposit' THEN 'credit' ELSE 'transfer' END,
            CASE e.kind WHEN 'deposit' THEN 'Cash deposit' ELSE 'Transfer from account ' || e.from_n END,
            ${sqlArray(MEMOS)}[e.memo] || ' · Ref ' || e.ref,
            ${sqlArray(CATEGORIES)}[1 + e.memo % ${CATEGORIES.length}],
            e.amount, 'completed', e.at, e.at
       FROM bench_entries e JOIN bench_accounts t ON t.n = e.to_n
     ORDER BY created_at`,
  );
}

/** Cached balances from the postings, as the ledger keeps them. */
async function settleBalances(db) {
  await db.query(
    `UPDATE ledger_accounts a SET balance_minor = s.total
     FROM (SELECT account_id, sum(amount_minor) AS total FROM postings GROUP BY account_id) s
     WHERE a.id = s.account_id`,
  );
}

/**
 * Runs `write` with the secondary indexes of `tables` dropped, then builds them again from their own
 * definitions (one sorted build instead of ten million index inserts).
 */
async function withoutIndexes(db, tables, write) {
  const { rows } = /** @type {import('pg').QueryResult<{ name: string, definition: string }>} */ (
    await db.query(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i WHERE i.indrelid = ANY ($1::regclass[]) AND NOT i.indisprimary AND NOT i.indisunique`,
      [tables],
    )
  );
  for (const { name } of rows) await db.query(`DROP INDEX ${name}`);
  await write();
  for (const { definition } of rows) await db.query(definition);
}

/**
 * Fills the database (as its owner: foreign keys are not re-checked row by row, the plan keeps
 * them true). Answers how long each step took.
 * @param {import('pg').Client} db
 * @param {{ accounts: number, postings: number, hot: number, hotUserId: string }} size
 */
export async function buildHistory(db, size) {
  const steps = [];
  const step = async (name, run) => {
    const started = Date.now();
    await run();
    steps.push(`${name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
  };
  await db.query(
    "SET session_replication_role = replica; SET maintenance_work_mem = '1GB'; SET work_mem = '1GB'",
  );
  await step('customers', () => createCustomers(db, size));
  // Each account's opening deposit is a posting too; the rest are entries of two.
  const entries = Math.floor((size.postings - size.accounts - 1) / 2);
  await step('funding', () => fundAccounts(db, 10_000_000_000));
  await step('plan', () => planEntries(db, { entries, hot: Math.min(size.hot, entries) }));
  await step('entries, postings and lines', () =>
    withoutIndexes(db, ['postings', 'transactions'], () => writeEntries(db)),
  );
  await step('balances', () => settleBalances(db));
  await db.query('DROP TABLE bench_entries; DROP TABLE bench_accounts');
  await db.query('SET session_replication_role = origin');
  await step('vacuum analyze', () => db.query('VACUUM ANALYZE'));
  return steps;
}
