import { DataSource } from 'typeorm';
import { sqlRows } from '../../../src/platform/database/sql';
import { asStaff } from '../../support/admin';
import { describeOnPostgres } from '../../support/databases';
import { call } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newCustomer, newStaff } from '../../support/identity';
import { customerNamed, submitVerification, verificationBody } from '../../support/kyc';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

interface StateRow {
  status: string;
  open_reviews: number;
}

/**
 * A staff member confirming a clear while the customer changes their name to another listed one:
 * both lock the verification before the review, so neither deadlocks (no 500), and the customer
 * ends under review with exactly one open review, whichever went first.
 */
describeOnPostgres('verification reviews under concurrency (postgres)', () => {
  let t: TestApp;
  let first: TestUser;
  let second: TestUser;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    [first, second] = [await newStaff(t), await newStaff(t)];
  });
  afterAll(() => t.close());

  const state = async (userId: string) =>
    sqlRows<StateRow>(
      t.app.get(DataSource),
      `SELECT v.status, (SELECT count(*)::int FROM verification_reviews r
                          WHERE r.user_id = v.user_id AND r.status = 'open') AS open_reviews
         FROM customer_verifications v WHERE v.user_id = $1`,
      [userId],
    );

  it('a confirmed clear and a rename to a listed name never deadlock, and leave one open review', async () => {
    for (let round = 0; round < 5; round += 1) {
      const customer = await customerNamed(t, 'Pyotr', 'Testinov');
      await submitVerification(t, customer, verificationBody());
      const [review] = (
        await asStaff(t, first).get('/api/admin/verification-reviews')
      ).body.items.filter((item: { customer: { id: string } }) => item.customer.id === customer.id);
      await asStaff(t, first).post(`/api/admin/verification-reviews/${review.id}/clear`);
      const [cleared, renamed] = await Promise.all([
        asStaff(t, second).post(`/api/admin/verification-reviews/${review.id}/clear`),
        call(t, 'PATCH', '/api/me', {
          token: customer.accessToken,
          body: { firstName: 'Olga', lastName: 'Examplova' },
        }),
      ]);
      expect([cleared.status, renamed.status]).toEqual([200, 200]);
      expect(await state(customer.id)).toEqual([{ status: 'pending_review', open_reviews: 1 }]);
    }
  });
  it('a submission and a rename to a listed name at once: the listed name is screened, whichever goes first', async () => {
    for (let round = 0; round < 5; round += 1) {
      const customer = await newCustomer(t);
      const [submitted, renamed] = await Promise.all([
        submitVerification(t, customer, verificationBody()),
        call(t, 'PATCH', '/api/me', {
          token: customer.accessToken,
          body: { firstName: 'Ivana', lastName: 'Notreal' },
        }),
      ]);
      expect([submitted.status, renamed.status]).toEqual([200, 200]);
      expect(await state(customer.id)).toEqual([{ status: 'pending_review', open_reviews: 1 }]);
    }
  });
});
