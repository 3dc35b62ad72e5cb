// Customers for the benchmarks and drills: verified, signed in, with a PIN and funded accounts.
import { hash } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { signInWithMailedCode } from './bench-support.mjs';

export const BENCH_PIN = '7315';
const PASSWORD = 'bench passphrase that is long enough';

/**
 * Bench customers: created verified in the database (the sign-up mail round trip is not what is
 * measured), signed in through the API, PIN set through the API, accounts opened through the API
 * and funded by a deposit entry (teller cash → account, balanced, checked by the invariants at
 * the end). Every customer knows every account as a payee, so no transfer waits for a step-up code.
 * With `payees: 'new'` (the default) no payee's first-payment window has opened, so every payment
 * to another customer counts in one (the new-payee limit); with 'established' every window ended
 * weeks ago, as for payees paid for a while.
 * `call(method, path, body, headers)` reaches the API; `db` is a pg client on its database.
 * @param {import('pg').Client} db
 * @param {(method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number | undefined, body: any }>} call
 * @param {Parameters<typeof signInWithMailedCode>[1]} mail
 * @param {{ users: number, accountsPerUser: number, payees?: 'new' | 'established' }} size
 */
export async function setUpCustomers(
  db,
  call,
  mail,
  { users: count, accountsPerUser, payees = 'new' },
) {
  const passwordHash = await hash(PASSWORD);
  const users = [];
  for (let i = 0; i < count; i += 1) {
    const email = `bench.${i}.${randomBytes(3).toString('hex')}@example.com`;
    await db.query(
      "INSERT INTO users (email, first_name, last_name, password_hash, email_verified_at) VALUES ($1, 'bench', $2, $3, now())",
      [email, `user${i}`, passwordHash],
    );
    const signIn = await signInWithMailedCode(call, mail, email, PASSWORD);
    const token = signIn.accessToken;
    const auth = { authorization: `Bearer ${token}` };
    await call('POST', '/api/transfers/pin', { pin: BENCH_PIN, confirmPin: BENCH_PIN }, auth);
    const accounts = [];
    for (let a = 0; a < accountsPerUser; a += 1) {
      const opened = await call(
        'POST',
        '/api/accounts',
        { type: 'checking', name: `Bench ${a}` },
        auth,
      );
      accounts.push(opened.body);
    }
    users.push({ id: signIn.user.id, auth, accounts });
  }
  const all = users.flatMap((user) => user.accounts);
  await db.query('BEGIN');
  const [{ id: teller }] = (
    await db.query("SELECT id FROM ledger_accounts WHERE code = 'teller_cash'")
  ).rows;
  const deposit = 1_000_000_000;
  const entry = (
    await db.query(
      "INSERT INTO journal_entries (kind, memo) VALUES ('deposit', 'bench funding') RETURNING id",
    )
  ).rows[0].id;
  await db.query(
    'INSERT INTO postings (entry_id, account_id, amount_minor) SELECT $1, unnest($2::uuid[]), $3',
    [entry, all.map((a) => a.id), deposit],
  );
  await db.query('INSERT INTO postings (entry_id, account_id, amount_minor) VALUES ($1, $2, $3)', [
    entry,
    teller,
    -deposit * all.length,
  ]);
  await db.query(
    'UPDATE ledger_accounts SET balance_minor = balance_minor + $2 WHERE id = ANY($1::uuid[])',
    [all.map((a) => a.id), deposit],
  );
  await db.query('UPDATE ledger_accounts SET balance_minor = balance_minor - $2 WHERE id = $1', [
    teller,
    deposit * all.length,
  ]);
  await db.query("UPDATE transfer_settings SET limit_tier = 'premium'");
  await knowEveryAccount(db, users, all, payees);
  await db.query('COMMIT');
  return { users, all };
}

/**
 * Every customer saves every account as a payee; with 'established' each one's first-payment window
 * opened and ended weeks ago.
 * @param {import('pg').Client} db
 * @param {{ id: string }[]} users
 * @param {{ number: string }[]} all
 * @param {'new' | 'established'} payees
 */
async function knowEveryAccount(db, users, all, payees) {
  await db.query(
    "INSERT INTO payees (user_id, routing_number, account_number, name) SELECT u, '123456780', a, 'Bench payee' FROM unnest($1::uuid[]) u, unnest($2::text[]) a ON CONFLICT DO NOTHING",
    [users.map((u) => u.id), all.map((a) => a.number)],
  );
  if (payees === 'established')
    await db.query(
      "INSERT INTO recipient_windows (user_id, routing_number, account_number, opened_at, ends_at) SELECT user_id, routing_number, account_number, now() - interval '30 days', now() - interval '28 days' FROM payees WHERE user_id = ANY($1::uuid[])",
      [users.map((u) => u.id)],
    );
}
