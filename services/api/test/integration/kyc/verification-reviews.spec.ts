import { auditOf, asStaff } from '../../support/admin';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newCustomer, newStaff } from '../../support/identity';
import {
  customerNamed,
  renameSelf,
  submitVerification,
  verificationBody,
  verificationOf,
} from '../../support/kyc';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

interface QueueItem {
  id: string;
  customer: { id: string };
  trigger: string;
  matchKind: string;
  firstClearer: { id: string } | null;
}

/**
 * Issue 38, part 0: a name that matches the sanctions list waits for staff. Clearing takes two
 * different staff members; closing, with a reason the customer sees, takes one; every step is
 * audited. A later change of name is screened again, whoever makes it.
 */
describe.each(databaseKinds())('verification reviews (%s)', (kind) => {
  let t: TestApp;
  let first: TestUser;
  let second: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    [first, second] = [await newStaff(t), await newStaff(t)];
  });
  afterAll(() => t.close());

  const queue = async (): Promise<QueueItem[]> =>
    (await asStaff(t, first).get('/api/admin/verification-reviews')).body.items;
  const reviewOf = async (customer: TestUser) => {
    const review = (await queue()).find((item) => item.customer.id === customer.id);
    if (!review) throw new Error('no open review for the customer');
    return review;
  };
  /** A customer whose submission matched the list (Pyotr Testinov is on the demo list). */
  const matchedCustomer = async () => {
    const customer = await customerNamed(t, 'Pyotr', 'Testinov');
    await submitVerification(t, customer, verificationBody());
    return customer;
  };

  it('lists the open review with what matched', async () => {
    const customer = await matchedCustomer();
    const review = await reviewOf(customer);
    expect(review).toMatchObject({
      customer: { id: customer.id, name: 'Pyotr Testinov', email: customer.email },
      screenedName: 'Pyotr Testinov',
      listEntry: { id: 'DEMO-005', name: 'Pyotr Testinov' },
      matchKind: 'hit',
      trigger: 'submission',
      status: 'open',
      openedAt: expect.any(String),
      firstClearer: null,
    });
  });

  it('is cleared only by two different staff members, then the customer is verified and told', async () => {
    const customer = await matchedCustomer();
    const { id } = await reviewOf(customer);
    const proposed = await asStaff(t, first).post(`/api/admin/verification-reviews/${id}/clear`);
    expect(proposed.status).toBe(200);
    expect(proposed.body).toMatchObject({ status: 'open', firstClearer: { id: first.id } });
    expect((await verificationOf(t, customer)).body.status).toBe('pending_review');

    const twice = await asStaff(t, first).post(`/api/admin/verification-reviews/${id}/clear`);
    expect(twice.status).toBe(403);
    expect(twice.body.code).toBe('KYC_SAME_CLEARER');
    expect((await verificationOf(t, customer)).body.status).toBe('pending_review');

    const since = t.mail.messages.length;
    const confirmed = await asStaff(t, second).post(`/api/admin/verification-reviews/${id}/clear`);
    expect(confirmed.body).toMatchObject({ status: 'cleared', firstClearer: { id: first.id } });
    expect((await verificationOf(t, customer)).body.status).toBe('verified');
    expect((await queue()).map((item) => item.id)).not.toContain(id);
    const told = await t.mail.waitFor(customer.email, /identity verification/, since);
    expect(told.text).toContain('We have verified your identity');

    const late = await asStaff(t, first).post(`/api/admin/verification-reviews/${id}/clear`);
    expect([late.status, late.body.code]).toEqual([409, 'KYC_REVIEW_NOT_OPEN']);
    const audited = await auditOf(t, first, 'kyc.review_clear', 10);
    expect(audited.filter((record) => record.targetId === customer.id)).toEqual([
      expect.objectContaining({ action: 'kyc.review_cleared', actorId: second.id }),
      expect.objectContaining({ action: 'kyc.review_clear_proposed', actorId: first.id }),
    ]);
  });

  it('is closed with a reason by one staff member: the customer sees it declined, with the reason', async () => {
    const customer = await matchedCustomer();
    const { id } = await reviewOf(customer);
    const empty = await asStaff(t, first).post(`/api/admin/verification-reviews/${id}/close`, {
      reason: ' ',
    });
    expect(empty.status).toBe(400);
    const closed = await asStaff(t, first).post(`/api/admin/verification-reviews/${id}/close`, {
      reason: 'Confirmed match with the listed person',
    });
    expect(closed.body.status).toBe('closed');
    expect((await verificationOf(t, customer)).body).toMatchObject({
      status: 'declined',
      declinedReason: 'Confirmed match with the listed person',
    });
    const again = await submitVerification(t, customer, verificationBody());
    expect([again.status, again.body.code]).toEqual([409, 'KYC_ALREADY_SUBMITTED']);
    expect(again.body.message).toContain('contact support');
    const [record] = await auditOf(t, first, 'kyc.review_closed', 1);
    expect(record).toMatchObject({
      actorId: first.id,
      targetId: customer.id,
      after: { status: 'declined', declinedReason: 'Confirmed match with the listed person' },
    });
  });

  it('is for staff only; an unknown review is 404', async () => {
    const customer = await newCustomer(t);
    const listed = await call(t, 'GET', '/api/admin/verification-reviews', {
      token: customer.accessToken,
    });
    expect(listed.status).toBe(403);
    const unknown = await asStaff(t, first).post(
      '/api/admin/verification-reviews/00000000-0000-4000-8000-000000000000/clear',
    );
    expect([unknown.status, unknown.body.code]).toEqual([404, 'KYC_REVIEW_NOT_FOUND']);
  });

  it('screens a verified customer’s new name: a match sends them back to review', async () => {
    const customer = await newCustomer(t);
    expect((await submitVerification(t, customer, verificationBody())).body.status).toBe(
      'verified',
    );
    await renameSelf(t, customer, 'Ada', 'Byron');
    expect((await verificationOf(t, customer)).body.status).toBe('verified');
    await renameSelf(t, customer, 'Olga', 'Examplova');
    expect((await verificationOf(t, customer)).body.status).toBe('pending_review');
    expect(await reviewOf(customer)).toMatchObject({
      trigger: 'name_change',
      matchKind: 'hit',
      screenedName: 'Olga Examplova',
    });
  });

  it('screens a name staff change too, and a new match starts the clearing over', async () => {
    const customer = await newCustomer(t);
    await submitVerification(t, customer, verificationBody());
    const renamed = await asStaff(t, first).patch(`/api/admin/users/${customer.id}`, {
      firstName: 'Grimwald',
      lastName: 'Nobodi',
    });
    expect(renamed.status).toBe(200);
    expect((await verificationOf(t, customer)).body.status).toBe('pending_review');
    const { id } = await reviewOf(customer);
    expect(await reviewOf(customer)).toMatchObject({
      matchKind: 'near_hit',
      trigger: 'name_change',
    });
    await asStaff(t, first).post(`/api/admin/verification-reviews/${id}/clear`);
    await asStaff(t, second).patch(`/api/admin/users/${customer.id}`, { lastName: 'Nobody' });
    expect(await reviewOf(customer)).toMatchObject({ id, matchKind: 'hit', firstClearer: null });
  });

  it('leaves a customer who never submitted unverified when their name changes', async () => {
    const customer = await customerNamed(t, 'Ivana', 'Notreal');
    expect((await verificationOf(t, customer)).body.status).toBe('unverified');
    expect((await queue()).map((item) => item.customer.id)).not.toContain(customer.id);
  });
});
