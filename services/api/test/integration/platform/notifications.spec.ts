import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AddressedNotice } from '../../../src/modules/notifications/notifications.service';
import { NotificationsService } from '../../../src/modules/notifications/notifications.service';
import type { StartParams } from '../../../src/modules/transfers/start/start-write';
import { startTransfers } from '../../../src/modules/transfers/start/start-write.queries';
import { PreparedStatements } from '../../../src/platform/database/prepared-statements';
import { sqlFirst, sqlRows, sqlRun } from '../../../src/platform/database/sql';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import { SmtpConnection } from '../../../src/platform/mail/smtp-connection';
import type { Customer } from '../../support/banking';
import { fundedCustomer, knownPayee, transfer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newCustomer, newStaff, STRONG_PASSWORD } from '../../support/identity';
import type { CaughtMail } from '../../support/mail-catcher';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

/** A valid ABA routing number of another bank. */
const OTHER_BANK = '021000021';

/** An immediate internal transfer as the engine decides it (see transfer-batches.spec.ts), for a batch written directly. */
function decided(from: Customer, to: Customer, amountMinor: number): StartParams {
  const transferId = randomUUID();
  const createdAt = new Date().toISOString();
  const status = 'completed' as const;
  const line = (owner: Customer, type: 'transfer' | 'credit', minor: number) => ({
    accountId: owner.accountId,
    userId: owner.id,
    type,
    title: type === 'credit' ? 'Transfer from a customer' : 'Transfer to Payee',
    amountMinor: minor,
    status,
  });
  return {
    key: null,
    requestHash: null,
    pinHash: null,
    userId: from.id,
    transferId,
    entryId: randomUUID(),
    createdAt,
    fromAccountId: from.accountId,
    kind: 'internal',
    recipientAccountId: to.accountId,
    recipient: {
      accountType: 'checking',
      accountNumber: to.accountNumber,
      routingNumber: '123456780',
      name: 'Payee',
      address: null,
    },
    amountMinor,
    description: null,
    nameMismatch: false,
    needsReview: false,
    status,
    scheduleId: null,
    countedOn: createdAt.slice(0, 10),
    dailyLimitMinor: 1_000_00,
    moveTo: to.accountId,
    entryKind: 'transfer',
    memo: `Transfer ${transferId}`,
    actorRole: 'customer',
    lines: [line(from, 'transfer', -amountMinor), line(to, 'credit', amountMinor)],
    rememberPayee: false,
    job: null,
    code: null,
    // Not a new recipient's first window: these suites test the batch write, not that cap.
    window: null,
    response: { transferId } as unknown as StartParams['response'],
  };
}

describe.each(databaseKinds())('notifications (%s)', (kind) => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  /** The jobs runner, run until nothing is due (the batch's notice job queues the mail job it runs next). */
  const runJobsTwice = async () => {
    await t.app.get(JobsService).runDue();
    await t.app.get(JobsService).runDue();
  };
  const list = (user: TestUser, cursor?: string) =>
    call(t, 'GET', `/api/notifications${cursor ? `?cursor=${cursor}` : ''}`, {
      token: user.accessToken,
    });
  const unread = async (user: TestUser) =>
    (await call(t, 'GET', '/api/notifications/unread-count', { token: user.accessToken })).body
      .unread;
  const mailsTo = (user: TestUser, subject: RegExp, since: number): CaughtMail[] =>
    t.mail.messages
      .slice(since)
      .filter((mail) => mail.to.includes(user.email) && subject.test(mail.subject));
  const pair = async () => {
    const [from, to] = [await fundedCustomer(t, 100_00), await fundedCustomer(t, 0)];
    await knownPayee(t, from, to.accountNumber);
    return { from, to };
  };
  const jobCounts = async () => {
    const [row] = await sqlRows<{ notify: number; mail: number }>(
      db,
      `SELECT count(*) FILTER (WHERE kind = 'transfer.notify')::int AS notify,
              count(*) FILTER (WHERE kind LIKE 'mail.%')::int AS mail FROM jobs`,
    );
    return row;
  };
  const send = async (from: Customer, to: Customer, amountMinor = 25_00) => {
    const sent = await transfer(t, from, { amountMinor, toNumber: to.accountNumber });
    expect(sent.body.outcome).toBe('completed');
    return sent.body.transfer.id as string;
  };

  it('tells the sender "sent" and the recipient "received", in the portal and by one email each, sent once', async () => {
    const { from, to } = await pair();
    const since = t.mail.messages.length;
    const id = await send(from, to);
    await runJobsTwice();
    await runJobsTwice();
    expect(mailsTo(from, /Your Vaultline transfer was sent/, since)).toHaveLength(1);
    const [received] = mailsTo(to, /You received money/, since);
    expect(mailsTo(to, /You received money/, since)).toHaveLength(1);
    expect(received.text).toContain('Ada Lovelace sent you $25.00.');
    expect(received.text).toContain(`http://localhost:4200/account-details/${to.accountId}`);
    expect((await list(from)).body.items).toEqual([
      expect.objectContaining({
        kind: 'transfer_sent',
        title: 'Transfer sent',
        body: 'You sent $25.00 to Ada Lovelace.',
        link: `/transfers/${id}`,
        readAt: null,
      }),
    ]);
    expect((await list(to)).body.items).toEqual([
      expect.objectContaining({ kind: 'transfer_received', title: 'Money received' }),
    ]);
    expect(await unread(to)).toBe(1);
  });

  it('queues one notice job for a batch of transfers written together, and one mail job for its emails', async () => {
    const senders = [await fundedCustomer(t, 100_00), await fundedCustomer(t, 100_00)];
    const to = await fundedCustomer(t, 0);
    const broke = await fundedCustomer(t, 0);
    const jobsBefore = await jobCounts();
    const items = [...senders, broke].map((from) => decided(from, to, 10_00));
    const answers = await startTransfers(t.app.get(PreparedStatements), items);
    expect(answers.map((answer) => ('refusal' in answer ? 'refused' : 'written'))).toEqual([
      'written',
      'written',
      'refused',
    ]);
    expect(await jobCounts()).toEqual({ ...jobsBefore, notify: jobsBefore.notify + 1 });
    await t.app.get(JobsService).runDue();
    expect(await jobCounts()).toEqual({ notify: jobsBefore.notify + 1, mail: jobsBefore.mail + 1 });
    const since = t.mail.messages.length;
    await runJobsTwice();
    expect(mailsTo(to, /You received money/, since)).toHaveLength(2);
    for (const from of senders)
      expect((await list(from)).body.items[0]).toMatchObject({ kind: 'transfer_sent' });
    expect(await unread(to)).toBe(2);
    expect(await unread(broke)).toBe(0);
  });

  /** One batch of one transfer per sender, each written apart (one notice job each). */
  const batchesApart = async (senders: Customer[], to: Customer) => {
    for (const from of senders)
      await startTransfers(t.app.get(PreparedStatements), [decided(from, to, 10_00)]);
  };

  it("tells several batches' notices in one go: their jobs run as one and queue one mail job", async () => {
    const senders = [await fundedCustomer(t, 100_00), await fundedCustomer(t, 100_00)];
    const to = await fundedCustomer(t, 0);
    const before = await jobCounts();
    await batchesApart(senders, to);
    expect(await jobCounts()).toEqual({ ...before, notify: before.notify + 2 });
    await t.app.get(JobsService).runDue();
    expect(await jobCounts()).toEqual({ notify: before.notify + 2, mail: before.mail + 1 });
    expect(await unread(to)).toBe(2);
    for (const from of senders) expect(await unread(from)).toBe(1);
  });

  it("still tells the others when one batch's notice job cannot run with them", async () => {
    const senders = [await fundedCustomer(t, 100_00), await fundedCustomer(t, 100_00)];
    const to = await fundedCustomer(t, 0);
    await batchesApart(senders, to);
    const broken = { started: [['not-a-transfer-id', 'completed']] };
    const [{ id }] = await sqlRows<{ id: string }>(
      db,
      "INSERT INTO jobs (kind, run_at, payload) VALUES ('transfer.notify', now(), $1) RETURNING id",
      [JSON.stringify(broken)],
    );
    await t.app.get(JobsService).runDue();
    expect(await unread(to)).toBe(2);
    const job = await sqlFirst<{ status: string; last_error: string | null }>(
      db,
      'SELECT status, last_error FROM jobs WHERE id = $1',
      [id],
    );
    expect(job?.status).toBe('queued');
    expect(job?.last_error).toMatch(/uuid/);
    // Not left to fail again with the later tests' jobs.
    await sqlRun(db, 'DELETE FROM jobs WHERE id = $1', [id]);
  });

  it('writes the in-app notice but no transaction email when the customer turned email off; security notices are still emailed', async () => {
    const { from, to } = await pair();
    const off = await call(t, 'PATCH', '/api/me/preferences', {
      token: from.accessToken,
      body: { notifications: { email: false } },
    });
    expect(off.body.notifications.email).toBe(false);
    const since = t.mail.messages.length;
    await send(from, to);
    await runJobsTwice();
    expect((await list(from)).body.items[0]).toMatchObject({ kind: 'transfer_sent' });
    expect(mailsTo(from, /.*/, since)).toEqual([]);
    expect(mailsTo(to, /You received money/, since)).toHaveLength(1);

    const newPassword = 'another long passphrase';
    const changed = await call(t, 'POST', '/api/auth/password/change', {
      token: from.accessToken,
      body: { currentPassword: STRONG_PASSWORD, newPassword, confirmPassword: newPassword },
    });
    expect(changed.status).toBe(200);
    await runJobsTwice();
    expect(mailsTo(from, /password was changed/, since)).toHaveLength(1);
    const [latest] = (await list({ ...from, accessToken: changed.body.accessToken })).body.items;
    expect(latest).toMatchObject({ kind: 'password_changed', title: 'Password changed' });
  });

  it('retries the emails while the mail server refuses them and delivers each once when it takes them', async () => {
    const { from, to } = await pair();
    const since = t.mail.messages.length;
    const refusedBefore = t.mail.refused.length;
    t.mail.refusing = true;
    try {
      await send(from, to);
      await runJobsTwice();
    } finally {
      t.mail.refusing = false;
    }
    expect(t.mail.refused.length).toBeGreaterThan(refusedBefore);
    expect(mailsTo(from, /.*/, since)).toEqual([]);
    const [retry] = await sqlRows<{ attempts: number; status: string }>(
      db,
      "SELECT attempts, status FROM jobs WHERE kind LIKE 'mail.%' AND status = 'queued' AND last_error IS NOT NULL",
    );
    expect(retry).toMatchObject({ attempts: 1, status: 'queued' });
    await sqlRun(
      db,
      "UPDATE jobs SET run_at = now() WHERE kind LIKE 'mail.%' AND status = 'queued'",
    );
    await runJobsTwice();
    await runJobsTwice();
    expect(mailsTo(from, /was sent/, since)).toHaveLength(1);
    expect(mailsTo(to, /You received money/, since)).toHaveLength(1);
  });

  it('sends the rest of a batch again, and only the rest, when the server refuses a later one', async () => {
    const { from, to } = await pair();
    const since = t.mail.messages.length;
    let refusals = 0;
    t.mail.refuseIf = (mail) => /received money/.test(mail.subject) && (refusals += 1) === 1;
    try {
      await send(from, to);
      await runJobsTwice();
      expect(t.mail.messages.slice(since).map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/was sent/),
      ]);
      await sqlRun(
        db,
        "UPDATE jobs SET run_at = now() WHERE kind = 'mail.notices' AND status = 'queued'",
      );
      await runJobsTwice();
    } finally {
      t.mail.refuseIf = null;
    }
    expect(refusals).toBe(2);
    expect(mailsTo(from, /was sent/, since)).toHaveLength(1);
    expect(mailsTo(to, /You received money/, since)).toHaveLength(1);
  });

  it("sends a batch's emails several at a time, not each after the last one's answer", async () => {
    const { from, to } = await pair();
    const since = t.mail.messages.length;
    let inFlight = 0;
    let most = 0;
    const realSend = SmtpConnection.prototype.send;
    const spy = jest.spyOn(SmtpConnection.prototype, 'send').mockImplementation(async function (
      this: SmtpConnection,
      ...args
    ) {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        return await realSend.apply(this, args);
      } finally {
        inFlight -= 1;
      }
    });
    try {
      await send(from, to);
      await runJobsTwice();
    } finally {
      spy.mockRestore();
    }
    expect(most).toBe(2);
    expect(mailsTo(from, /was sent/, since)).toHaveLength(1);
    expect(mailsTo(to, /You received money/, since)).toHaveLength(1);
  });

  it('names customers in notices by the names the bank has, never by text another customer typed', async () => {
    const { from, to } = await pair();
    // A name from before names were checked, written as a phishing line.
    await sqlRun(
      db,
      "UPDATE users SET first_name = 'Call 555-0100: Vaultline', last_name = 'https://evil.example' WHERE id = $1",
      [from.id],
    );
    const refused = await call(t, 'PATCH', '/api/me', {
      token: from.accessToken,
      body: { firstName: 'Visit https://evil.example' },
    });
    expect(refused.status).toBe(400);
    const since = t.mail.messages.length;
    const sent = await transfer(t, from, {
      amountMinor: 5_00,
      toNumber: to.accountNumber,
      toName: 'Someone Typed This',
      description: 'Urgent: call 555-0100 to confirm',
    });
    expect(sent.body.outcome).toBe('completed');
    await runJobsTwice();
    const received = mailsTo(to, /You received money/, since)[0];
    // The typed phone number, not any "555" (a link to the account holds a random id).
    expect(received.text).not.toMatch(/555-0100|https|evil\.example|Urgent/);
    expect(received.text).toContain('A Vaultline Customer sent you $5.00.');
    const toSender = mailsTo(from, /was sent/, since)[0];
    expect(toSender.text).toContain('to Ada Lovelace');
    expect(toSender.text).not.toMatch(/Someone Typed This|Urgent/);
  });

  it('tells of a held transfer, then of its approval (sender) and its arrival (recipient)', async () => {
    const staff = await newStaff(t);
    const from = await fundedCustomer(t, 2_000_000);
    const to = await fundedCustomer(t, 0);
    await knownPayee(t, from, to.accountNumber);
    await sqlRun(db, "UPDATE transfer_settings SET limit_tier = 'premium' WHERE user_id = $1", [
      from.id,
    ]);
    const since = t.mail.messages.length;
    const started = await transfer(t, from, { amountMinor: 1_500_000, toNumber: to.accountNumber });
    expect(started.body.outcome).toBe('awaiting_code');
    const code = await t.mail.codeFor(from.email, /transfer code/, since);
    const id = started.body.transfer.id;
    const held = await call(t, 'POST', `/api/transfers/${id}/verify`, {
      token: from.accessToken,
      body: { code },
    });
    expect(held.body.outcome).toBe('under_review');
    expect((await list(from)).body.items[0]).toMatchObject({
      kind: 'transfer_held',
      link: `/transfers/${id}`,
    });
    const approved = await call(t, 'POST', `/api/admin/transfers/${id}/approve`, {
      token: staff.accessToken,
    });
    expect(approved.body.status).toBe('completed');
    await runJobsTwice();
    expect(mailsTo(from, /is being reviewed/, since)).toHaveLength(1);
    expect(mailsTo(from, /was approved/, since)).toHaveLength(1);
    expect((await list(from)).body.items.map((item: { kind: string }) => item.kind)).toEqual([
      'transfer_approved',
      'transfer_held',
    ]);
    expect((await list(to)).body.items[0]).toMatchObject({
      kind: 'transfer_received',
      body: 'Ada Lovelace sent you $15,000.00.',
    });
  });

  it('tells the sender when another bank returns a transfer', async () => {
    const from = await fundedCustomer(t, 50_000);
    await knownPayee(t, from, '555120000', OTHER_BANK);
    const sent = await transfer(t, from, {
      amountMinor: 20_000,
      toNumber: '555120000',
      routing: OTHER_BANK,
    });
    expect(sent.body.outcome).toBe('pending');
    await runJobsTwice();
    const items: Array<{ kind: string; body: string }> = (await list(from)).body.items;
    // With no settlement delay the return may be written before the batch's "sent" notice.
    expect(items.map((item) => item.kind).sort()).toEqual(['transfer_returned', 'transfer_sent']);
    expect(items.find((item) => item.kind === 'transfer_returned')?.body).toContain(
      'The receiving bank returned the transfer',
    );
  });

  it('tells both customers when staff reverse an internal transfer', async () => {
    const staff = await newStaff(t);
    const { from, to } = await pair();
    await send(from, to, 40_00);
    await runJobsTwice();
    const lines = await call(t, 'GET', `/api/admin/users/${from.id}/transactions`, {
      token: staff.accessToken,
    });
    const line = lines.body.items.find((item: { type: string }) => item.type === 'transfer');
    const since = t.mail.messages.length;
    const reversed = await call(t, 'POST', `/api/admin/transactions/${line.id}/reverse`, {
      token: staff.accessToken,
      body: { reason: 'Sent by mistake' },
    });
    expect(reversed.status).toBe(200);
    await runJobsTwice();
    expect((await list(from)).body.items[0]).toMatchObject({
      kind: 'transfer_returned',
      body: 'Your transfer of $40.00 to Ada Lovelace was returned. The bank reversed it: Sent by mistake. The money is back in your account.',
    });
    expect((await list(to)).body.items[0]).toMatchObject({
      kind: 'transfer_returned',
      title: 'Transfer reversed',
      body: expect.stringContaining('reversed by the bank: Sent by mistake.'),
    });
    expect(mailsTo(from, /was returned/, since)).toHaveLength(1);
    expect(mailsTo(to, /was reversed/, since)).toHaveLength(1);
  });

  it('tells of a sign-in from a browser new to the account (not the first one, nor a known one), by email always', async () => {
    const user = await newCustomer(t);
    expect((await list(user)).body.items).toEqual([]);
    const since = t.mail.messages.length;
    const firefox = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };
    const signIn = (device: string | null) =>
      call(t, 'POST', '/api/auth/sign-in', {
        body: { email: user.email, password: STRONG_PASSWORD },
        headers: firefox,
        device,
      });
    const asked = await signIn(null);
    expect(asked.body.status).toBe('code_required');
    const code = await t.mail.codeFor(user.email, /sign-in code/, since);
    const fresh = await call(t, 'POST', '/api/auth/sign-in/code', {
      body: { challengeId: asked.body.challengeId, code },
      headers: firefox,
    });
    expect(fresh.status).toBe(200);
    expect(fresh.deviceCookie).toBeDefined();
    expect((await signIn(fresh.deviceCookie ?? null)).body.status).toBe('signed_in');
    await runJobsTwice();
    const items = (await list({ ...user, accessToken: fresh.body.accessToken })).body.items;
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'new_device_sign_in',
        body: expect.stringContaining('Firefox on Linux, address 127.0.0.1'),
      }),
    ]);
    expect(mailsTo(user, /New sign-in to your Vaultline account/, since)).toHaveLength(1);
  });

  it('counts unread ones, pages newest first by cursor, and marks one or all read', async () => {
    const user = await fundedCustomer(t, 0);
    const notices: AddressedNotice[] = Array.from({ length: 25 }, (_item, index) => ({
      userId: user.id,
      kind: 'transfer_sent',
      title: `Notice ${index + 1}`,
      body: 'Something happened.',
    }));
    // One at a time, so each has its own time (a batch's share one, ordered by id).
    for (const notice of notices)
      await db.transaction((tx) => t.app.get(NotificationsService).notify(tx, user.id, notice));
    expect(await unread(user)).toBe(25);
    const first = (await list(user)).body;
    expect(first.items).toHaveLength(20);
    expect(first.items[0].title).toBe('Notice 25');
    const second = (await list(user, first.nextCursor)).body;
    expect(second.items.map((item: { title: string }) => item.title)).toEqual([
      'Notice 5',
      'Notice 4',
      'Notice 3',
      'Notice 2',
      'Notice 1',
    ]);
    expect(second.nextCursor).toBeNull();
    expect((await list(user, 'not-a-cursor')).status).toBe(400);

    const read = await call(t, 'POST', `/api/notifications/${first.items[3].id}/read`, {
      token: user.accessToken,
    });
    expect(read.status).toBe(200);
    expect(read.body.readAt).not.toBeNull();
    const again = await call(t, 'POST', `/api/notifications/${first.items[3].id}/read`, {
      token: user.accessToken,
    });
    expect(again.body.readAt).toBe(read.body.readAt);
    expect(await unread(user)).toBe(24);
    const all = await call(t, 'POST', '/api/notifications/read-all', { token: user.accessToken });
    expect(all.body).toEqual({ unread: 0 });
    expect(await unread(user)).toBe(0);
  });

  it('answers a well-formed cursor it did not hand out with 400 whatever time it holds, and an edited or foreign one too', async () => {
    // Staff have notifications too; and this suite's customers use up the hour's sign-ups.
    const [user, stranger] = [await newStaff(t), await newStaff(t)];
    const notices: AddressedNotice[] = Array.from({ length: 21 }, (_item, index) => ({
      userId: user.id,
      kind: 'transfer_sent',
      title: `Notice ${index + 1}`,
      body: 'Something happened.',
    }));
    await db.transaction((tx) => t.app.get(NotificationsService).notifyMany(tx, notices));
    const handedOut = (await list(user)).body.nextCursor as string;
    const forged = (time: string) =>
      Buffer.from(JSON.stringify({ t: time, id: '0b8f6f4e-4a8e-4d36-9a53-6f3b1e2d7c10' })).toString(
        'base64url',
      );
    /** Each passes the shape check of the cursor as it was: only PostgreSQL's cast refused them. */
    const cases: [string, TestUser, string][] = [
      ['month 13', user, forged('2026-13-01 00:00:00+00')],
      ['February 30', user, forged('2026-02-30 00:00:00+00')],
      ['hour 25', user, forged('2026-01-01 25:00:00+00')],
      ['year 0000', user, forged('0000-01-01 00:00:00+00')],
      ['a plausible time', user, forged('2026-01-01 00:00:00+00')],
      ['edited', user, `${handedOut.slice(0, -4)}${handedOut.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`],
      ["another customer's", stranger, handedOut],
    ];
    const answers = await Promise.all(
      cases.map(async ([name, who, cursor]) => {
        const response = await list(who, cursor);
        return { name, status: response.status, code: response.body?.code };
      }),
    );
    expect(answers).toEqual(
      cases.map(([name]) => ({ name, status: 400, code: 'VALIDATION_FAILED' })),
    );
    // The cursor handed out still pages, for its owner: the last of the 21 (one batch, ordered by
    // id), and the notice of the staff member's first password change.
    const next = await list(user, handedOut);
    expect({ status: next.status, items: next.body.items.length }).toEqual({
      status: 200,
      items: 2,
    });
  });

  it("answers 404 for another customer's notification and for an unknown one, and changes nothing", async () => {
    const { from, to } = await pair();
    await send(from, to);
    await runJobsTwice();
    const [own] = (await list(from)).body.items;
    for (const id of [own.id, randomUUID()]) {
      const answer = await call(t, 'POST', `/api/notifications/${id}/read`, {
        token: to.accessToken,
      });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('NOTIFICATIONS_NOT_FOUND');
    }
    expect((await list(from)).body.items[0].readAt).toBeNull();
    expect((await list(to)).body.items.map((item: { id: string }) => item.id)).not.toContain(
      own.id,
    );
    expect((await call(t, 'GET', '/api/notifications')).status).toBe(401);
  });
});
