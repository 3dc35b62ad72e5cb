import { DataSource } from 'typeorm';
import { SupportAttachments } from '../../../src/modules/support/support-attachments.service';
import { sqlRows, sqlRun } from '../../../src/platform/database/sql';
import { asStaff, auditOf } from '../../support/admin';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newCustomer, newStaff } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

const PDF = Buffer.from('%PDF-1.4 a receipt');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a screenshot'),
]);

describe.each(databaseKinds())('files in support conversations (%s)', (kind) => {
  let t: TestApp;
  let staff: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    staff = await newStaff(t);
  });
  afterAll(() => t.close());

  const db = () => t.app.get(DataSource);
  const upload = (user: TestUser, payload: Buffer, contentType = 'application/pdf') =>
    call(
      t,
      'POST',
      user === staff ? '/api/admin/support/attachments' : '/api/support/attachments',
      {
        token: user.accessToken,
        raw: { contentType, payload },
      },
    );
  const uploadId = async (user: TestUser, payload: Buffer, contentType?: string) => {
    const sent = await upload(user, payload, contentType);
    expect(sent.status).toBe(201);
    return sent.body.id as string;
  };
  const write = async (customer: TestUser, attachmentIds: string[] = []) =>
    call(t, 'POST', '/api/support', {
      token: customer.accessToken,
      body: {
        email: customer.email,
        category: 'technical',
        subject: 'The app shows an error',
        message: 'See the file.',
        attachmentIds,
      },
    });
  const download = (user: TestUser, requestId: string, fileId: string) =>
    call(
      t,
      'GET',
      `/api/${user === staff ? 'admin/' : ''}support/${requestId}/attachments/${fileId}`,
      { token: user.accessToken },
    );

  it('keeps a file by its bytes, not the type the client claimed, and refuses others', async () => {
    const customer = await newCustomer(t);
    const png = await upload(customer, PNG, 'application/pdf');
    expect(png.body).toMatchObject({ mediaType: 'image/png', bytes: PNG.length });
    const text = await upload(customer, Buffer.from('plain words, not a file'));
    expect(text.status).toBe(415);
    expect(text.body.code).toBe('SUPPORT_ATTACHMENT_TYPE');
    const large = await upload(customer, Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]));
    expect(large.status).toBe(413);
    const html = await upload(customer, Buffer.from('<html>'), 'text/html');
    expect(html.status).toBe(415);
  });

  it('carries files both ways; staff viewings are audited; notes’ files stay with staff', async () => {
    const customer = await newCustomer(t);
    const sent = await write(customer, [await uploadId(customer, PDF)]);
    expect(sent.status).toBe(201);
    const requestId = sent.body.id as string;
    const staffView = (await asStaff(t, staff).get(`/api/admin/support/${requestId}`)).body;
    const [opening] = staffView.messages as Array<{ attachments: Array<{ id: string }> }>;
    const fileId = opening!.attachments[0]!.id;
    const seen = await download(staff, requestId, fileId);
    expect(seen.headers['content-type']).toBe('application/pdf');
    expect(seen.headers['content-disposition']).toBe('attachment; filename="attachment.pdf"');
    expect(seen.rawPayload.equals(PDF)).toBe(true);
    const [viewed] = await auditOf(t, staff, 'support.attachment_viewed', 1);
    expect(viewed?.targetId).toBe(requestId);

    const screenshot = await uploadId(staff, PNG, 'image/png');
    await asStaff(t, staff).post(`/api/admin/support/${requestId}/messages`, {
      body: 'This is what we see.',
      attachmentIds: [screenshot],
    });
    const notesFile = await uploadId(staff, PDF);
    await asStaff(t, staff).post(`/api/admin/support/${requestId}/messages`, {
      body: 'Internal: the log.',
      internal: true,
      attachmentIds: [notesFile],
    });
    const thread = await call(t, 'GET', `/api/support/${requestId}`, {
      token: customer.accessToken,
    });
    const files = (thread.body.messages as Array<{ attachments: Array<{ id: string }> }>).map(
      (message) => message.attachments.map((file) => file.id),
    );
    expect(files).toEqual([[fileId], [screenshot]]);
    expect((await download(customer, requestId, screenshot)).rawPayload.equals(PNG)).toBe(true);
    expect((await download(customer, requestId, notesFile)).status).toBe(404);
    expect((await download(await newCustomer(t), requestId, fileId)).body.code).toBe(
      'SUPPORT_NOT_FOUND',
    );
  });

  it('places a file once, only the uploader’s, and writes nothing when one is refused', async () => {
    const [customer, other] = [await newCustomer(t), await newCustomer(t)];
    const theirs = await uploadId(other, PDF);
    const refused = await write(customer, [await uploadId(customer, PDF), theirs]);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('SUPPORT_ATTACHMENT_NOT_FOUND');
    expect(
      (await call(t, 'GET', '/api/support', { token: customer.accessToken })).body.requests,
    ).toEqual([]);
    const mine = await uploadId(customer, PDF);
    const { id } = (await write(customer, [mine])).body as { id: string };
    const again = await call(t, 'POST', `/api/support/${id}/messages`, {
      token: customer.accessToken,
      body: { body: 'Once more', attachmentIds: [mine] },
    });
    expect(again.body.code).toBe('SUPPORT_ATTACHMENT_NOT_FOUND');
    const tooMany = await call(t, 'POST', `/api/support/${id}/messages`, {
      token: customer.accessToken,
      body: { body: 'Four files', attachmentIds: Array.from({ length: 4 }, () => mine) },
    });
    expect(tooMany.status).toBe(400);
  });

  it('deletes uploads never sent after a day; a sent one cannot be changed or deleted', async () => {
    const customer = await newCustomer(t);
    const unsent = await uploadId(customer, PDF);
    const sentFile = await uploadId(customer, PNG, 'image/png');
    await write(customer, [sentFile]);
    const files = t.app.get(SupportAttachments);
    await files.purge(new Date(Date.now() + 12 * 3_600_000));
    const kept = () =>
      sqlRows<{ id: string }>(db(), 'SELECT id FROM support_attachments WHERE id = ANY($1)', [
        [unsent, sentFile],
      ]);
    expect(await kept()).toHaveLength(2);
    expect(await files.purge(new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect((await kept()).map((row) => row.id)).toEqual([sentFile]);
    await expect(
      sqlRun(db(), 'DELETE FROM support_attachments WHERE id = $1', [sentFile]),
    ).rejects.toThrow();
    await expect(
      sqlRun(db(), "UPDATE support_attachments SET sha256 = repeat('0', 64) WHERE id = $1", [
        sentFile,
      ]),
    ).rejects.toThrow();
  });
});
