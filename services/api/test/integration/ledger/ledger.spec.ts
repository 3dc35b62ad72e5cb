import { DataSource } from 'typeorm';
import { InvariantsService } from '../../../src/modules/ledger/invariants.service';
import { LedgerInvariantError, LedgerRefusal } from '../../../src/modules/ledger/ledger.exception';
import { LedgerService } from '../../../src/modules/ledger/ledger.service';
import { balanceOf, openAccount } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import { newCustomer, newStaff } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

describe.each(databaseKinds())('ledger (%s)', (kind) => {
  let t: TestApp;
  let db: DataSource;
  let ledger: LedgerService;
  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.app.get(DataSource);
    ledger = t.app.get(LedgerService);
  });
  afterAll(() => t.close());

  const system = { id: null, role: 'system' };

  it('posts a balanced entry, updates cached balances and keeps them equal to the postings', async () => {
    const user = await newCustomer(t);
    const account = await openAccount(t, user, 10_000);
    const teller = await db.transaction((tx) => ledger.internalAccount(tx, 'teller_cash'));
    const before = await balanceOf(t, teller);
    await db.transaction((tx) =>
      ledger.post(tx, {
        kind: 'deposit',
        memo: 'test',
        actor: system,
        moves: [{ from: teller, to: account.id, amountMinor: 2_500 }],
      }),
    );
    expect(await balanceOf(t, account.id)).toBe(12_500);
    expect(await balanceOf(t, teller)).toBe(before - 2_500);
    const [{ sum }] = await db.query('SELECT SUM(amount_minor)::bigint AS sum FROM postings');
    expect(Number(sum)).toBe(0);
  });

  it.each([
    ['a zero amount', 0],
    ['a negative amount', -5],
    ['a fraction of a cent', 1.5],
  ])('refuses %s and writes nothing', async (_case, amountMinor) => {
    const user = await newCustomer(t);
    const account = await openAccount(t, user, 1_000);
    const [{ count: entriesBefore }] = await db.query('SELECT count(*) FROM journal_entries');
    const teller = await db.transaction((tx) => ledger.internalAccount(tx, 'teller_cash'));
    await expect(
      db.transaction((tx) =>
        ledger.post(tx, {
          kind: 'deposit',
          memo: 'bad',
          actor: system,
          moves: [{ from: teller, to: account.id, amountMinor }],
        }),
      ),
    ).rejects.toBeInstanceOf(LedgerInvariantError);
    const [{ count: entriesAfter }] = await db.query('SELECT count(*) FROM journal_entries');
    expect(entriesAfter).toBe(entriesBefore);
  });

  it('never takes a deposit account below zero', async () => {
    const user = await newCustomer(t);
    const account = await openAccount(t, user, 1_000);
    const fees = await db.transaction((tx) => ledger.internalAccount(tx, 'fees'));
    const overdraw = db.transaction((tx) =>
      ledger.post(tx, {
        kind: 'transfer',
        memo: 'too much',
        actor: system,
        moves: [{ from: account.id, to: fees, amountMinor: 1_001 }],
      }),
    );
    await expect(overdraw).rejects.toBeInstanceOf(LedgerRefusal);
    expect(await balanceOf(t, account.id)).toBe(1_000);
  });

  it('lets a credit account go down to its limit and no further', async () => {
    const user = await newCustomer(t);
    // Customers cannot open credit accounts now (no credit line product); the ledger still honours
    // the limit of those that exist.
    const credit = await openAccount(t, user, 0);
    await db.query(
      "UPDATE ledger_accounts SET type = 'credit', credit_limit_minor = 5000 WHERE id = $1",
      [credit.id],
    );
    const fees = await db.transaction((tx) => ledger.internalAccount(tx, 'fees'));
    const spend = (amountMinor: number) =>
      db.transaction((tx) =>
        ledger.post(tx, {
          kind: 'transfer',
          memo: 'spend',
          actor: system,
          moves: [{ from: credit.id, to: fees, amountMinor }],
        }),
      );
    await spend(5_000);
    expect(await balanceOf(t, credit.id)).toBe(-5_000);
    await expect(spend(1)).rejects.toBeInstanceOf(LedgerRefusal);
  });

  it('does not let the application role rewrite history', async () => {
    await expect(db.query('UPDATE postings SET amount_minor = amount_minor + 1')).rejects.toThrow(
      /permission denied|append-only/,
    );
    await expect(db.query('DELETE FROM postings')).rejects.toThrow(/permission denied|append-only/);
    await expect(db.query("UPDATE journal_entries SET memo = 'edited'")).rejects.toThrow(
      /permission denied|append-only/,
    );
    await expect(db.query('DELETE FROM audit_log')).rejects.toThrow(
      /permission denied|append-only/,
    );
    const [{ current_user: role }] = await db.query('SELECT current_user');
    expect(role).toBe('vaultline_app');
  });

  // The embedded database has one session, of its one user: there the API works under SET ROLE.
  const onPostgres = kind === 'postgres' ? it : it.skip;
  onPostgres(
    'logs in to PostgreSQL as the app role, so no statement can take the owner rights back',
    async () => {
      await db.transaction(async (tx) => {
        await tx.query('RESET ROLE');
        const [{ session_user: session }] = await tx.query('SELECT session_user');
        expect(session).toBe('vaultline_app');
        await expect(tx.query('DELETE FROM audit_log')).rejects.toThrow(
          /permission denied|append-only/,
        );
      });
      await expect(db.query('SET ROLE postgres')).rejects.toThrow(/permission denied/);
    },
  );

  it('serves the invariant check to staff and ops only', async () => {
    const customer = await newCustomer(t);
    expect((await call(t, 'GET', '/api/platform/invariants')).status).toBe(401);
    expect(
      (await call(t, 'GET', '/api/platform/invariants', { token: customer.accessToken })).status,
    ).toBe(403);
    const staff = await newStaff(t);
    const report = await call(t, 'GET', '/api/platform/invariants', { token: staff.accessToken });
    expect(report.status).toBe(200);
    expect(report.body.ok).toBe(true);
    expect(report.body.checks.map((check: { name: string }) => check.name)).toEqual([
      'postings sum to zero per currency',
      'every journal entry balances',
      'every cached balance equals the sum of its postings',
      'no deposit account below zero but by returned deposits, tips cleared or credits reversed, ' +
        'no credit account beyond its limit',
      'ACH holds and clearing match the entries on hold and not settled',
      'Check holds match the approved checks on hold',
      'Card holds match the held authorisations',
      'Card settlement matches cleared payments less refunds',
      'Dispute credits match the credits, reversals and chargebacks of disputes',
    ]);
    expect(
      (await call(t, 'GET', '/api/platform/invariants', { token: t.config.opsToken })).body.ok,
    ).toBe(true);
  });
});

describe.each(databaseKinds())('invariant check on a corrupted ledger (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('goes red when a posting is corrupted on purpose', async () => {
    const invariants = t.app.get(InvariantsService);
    const user = await newCustomer(t);
    const account = await openAccount(t, user, 5_000);
    expect((await invariants.check()).ok).toBe(true);
    t.ledgerCorruptedOnPurpose = true;
    const db = t.app.get(DataSource);
    const [entry] = await db.query('SELECT entry_id FROM postings WHERE account_id = $1 LIMIT 1', [
      account.id,
    ]);
    // A stray posting that bypasses the posting function: money from nowhere.
    await db.query(
      'INSERT INTO postings (entry_id, account_id, amount_minor) VALUES ($1, $2, 100)',
      [entry.entry_id, account.id],
    );
    const report = await invariants.check();
    expect(report.ok).toBe(false);
    const failed = report.checks.filter((check) => !check.ok).map((check) => check.name);
    expect(failed).toEqual(
      expect.arrayContaining([
        'postings sum to zero per currency',
        'every journal entry balances',
        'every cached balance equals the sum of its postings',
      ]),
    );
  });
});
