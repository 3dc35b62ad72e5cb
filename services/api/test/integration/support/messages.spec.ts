import { DataSource } from 'typeorm';
import { sqlRun } from '../../../src/platform/database/sql';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import { asStaff, auditOf } from '../../support/admin';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newCustomer, newStaff } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

describe.each(databaseKinds())('secure messages and the staff inbox (%s)', (kind) => {
  let t: TestApp;
  let staff: TestUser;
  let colleague: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    [staff, colleague] = [await newStaff(t), await newStaff(t)];
  });
  afterAll(() => t.close());

  const runJobs = () => t.app.get(JobsService).runDue();
  const as = (user: TestUser) => asStaff(t, user);
  const write = async (customer: TestUser, subject = 'Card payment twice') => {
    const sent = await call(t, 'POST', '/api/support', {
      token: customer.accessToken,
      body: { email: customer.email, category: 'transaction', subject, message: 'Please look.' },
    });
    expect(sent.status).toBe(201);
    return sent.body as { id: string; replyDueAt: string; createdAt: string };
  };
  const customerThread = (customer: TestUser, id: string) =>
    call(t, 'GET', `/api/support/${id}`, { token: customer.accessToken });
  const inboxItem = async (id: string, query = '') =>
    ((await as(staff).get(`/api/admin/support?${query}`)).body.items as Array<{ id: string }>).find(
      (item) => item.id === id,
    );

  it('acknowledges a request by notice and mail, with the operator’s reply-time promise', async () => {
    const customer = await newCustomer(t);
    const since = t.mail.messages.length;
    const request = await write(customer);
    const promisedMs = Date.parse(request.replyDueAt) - Date.parse(request.createdAt);
    expect(Math.round(promisedMs / 3_600_000)).toBe(24);
    await runJobs();
    const mail = await t.mail.waitFor(customer.email, /We received your request/, since);
    expect(mail.text).toContain('We aim to reply within 24 hours');
    const item = await inboxItem(request.id);
    expect(item).toMatchObject({ unread: 1, overdue: false, awaiting: 'staff', assignee: null });
  });

  it('carries a conversation both ways; notes stay with staff; read receipts on both sides', async () => {
    const customer = await newCustomer(t);
    const { id } = await write(customer);
    const noted = await as(staff).post(`/api/admin/support/${id}/messages`, {
      body: 'Checked the card log: two authorisations.',
      internal: true,
    });
    expect(noted.status).toBe(201);
    const since = t.mail.messages.length;
    const replied = await as(staff).post(`/api/admin/support/${id}/messages`, {
      body: 'We see both payments and are refunding one.',
    });
    expect(replied.body.request).toMatchObject({ awaiting: 'customer', overdue: false });
    expect(replied.body.request.firstReplyAt).not.toBeNull();
    await runJobs();
    await t.mail.waitFor(customer.email, /New reply to your request/, since);

    const list = (await call(t, 'GET', '/api/support', { token: customer.accessToken })).body;
    expect(list.requests[0]).toMatchObject({ id, unread: 1, awaiting: 'customer' });
    const seen = await customerThread(customer, id);
    expect(seen.body.messages.map((m: { body: string }) => m.body)).toEqual([
      'Please look.',
      'We see both payments and are refunding one.',
    ]);
    expect(seen.text).not.toContain('two authorisations');
    expect(seen.body.messages[1].authorName).toBe(`Sam, Vaultline`);

    const staffView = (await as(staff).get(`/api/admin/support/${id}`)).body;
    expect(staffView.messages.map((m: { internal: boolean }) => m.internal)).toEqual([
      false,
      true,
      false,
    ]);
    expect(staffView.messages[2].read).toBe(true);
    expect(staffView.messages[0].read).toBe(true);
  });

  it('opens a resolved request again when the customer answers; an archived one is closed', async () => {
    const customer = await newCustomer(t);
    const [first, second] = [await write(customer, 'First'), await write(customer, 'Second')];
    await as(staff).post(`/api/admin/support/${first.id}/resolve`);
    const answered = await call(t, 'POST', `/api/support/${first.id}/messages`, {
      token: customer.accessToken,
      body: { body: 'It happened again today.' },
    });
    expect(answered.status).toBe(201);
    expect(answered.body.request).toMatchObject({ status: 'open', awaiting: 'staff' });

    const closed = await as(staff).post('/api/admin/support/close', {
      ids: [first.id, second.id],
      status: 'archived',
    });
    expect(closed.body).toEqual({ closed: 2 });
    const refused = await call(t, 'POST', `/api/support/${second.id}/messages`, {
      token: customer.accessToken,
      body: { body: 'Hello?' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SUPPORT_CLOSED');
    const records = await auditOf(t, staff, 'support.archived');
    expect(records.map((record) => record.targetId)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
  });

  it('filters the inbox by assignee, category and overdue, overdue first', async () => {
    const customer = await newCustomer(t);
    const [late, fresh] = [await write(customer, 'Late'), await write(customer, 'Fresh')];
    await sqlRun(
      t.app.get(DataSource),
      "UPDATE support_requests SET reply_due_at = now() - interval '1 hour' WHERE id = $1",
      [late.id],
    );
    const overdue = (await as(staff).get('/api/admin/support?overdue=true')).body.items;
    expect(overdue.map((item: { id: string }) => item.id)).toContain(late.id);
    expect(overdue.map((item: { id: string }) => item.id)).not.toContain(fresh.id);
    const all = (await as(staff).get('/api/admin/support?status=open')).body.items;
    expect(all[0]).toMatchObject({ overdue: true });

    const assigned = await as(staff).post(`/api/admin/support/${fresh.id}/assign`, {
      assigneeId: colleague.id,
    });
    expect(assigned.body.request.assignee).toMatchObject({ id: colleague.id });
    const colleagues = (await as(colleague).get('/api/admin/support?assignee=me')).body.items;
    expect(colleagues.map((item: { id: string }) => item.id)).toEqual([fresh.id]);
    expect(await inboxItem(fresh.id, 'category=security')).toBeUndefined();
    const toCustomer = await as(staff).post(`/api/admin/support/${fresh.id}/assign`, {
      assigneeId: customer.id,
    });
    expect(toCustomer.status).toBe(400);
  });

  it('keeps each conversation to its customer and staff, and what was said as it was said', async () => {
    const [owner, stranger] = [await newCustomer(t), await newCustomer(t)];
    const { id } = await write(owner);
    expect((await customerThread(stranger, id)).status).toBe(404);
    const intrude = await call(t, 'POST', `/api/support/${id}/messages`, {
      token: stranger.accessToken,
      body: { body: 'Mine now' },
    });
    expect(intrude.status).toBe(404);
    expect((await call(t, 'GET', '/api/admin/support', { token: owner.accessToken })).status).toBe(
      403,
    );
    await as(staff).post(`/api/admin/support/${id}/messages`, { body: 'A reply' });
    await expect(
      sqlRun(t.app.get(DataSource), "UPDATE support_messages SET body = 'edited'", []),
    ).rejects.toThrow();
    const empty = await as(staff).post(`/api/admin/support/${id}/messages`, { body: '  ' });
    expect(empty.status).toBe(400);
  });
});
