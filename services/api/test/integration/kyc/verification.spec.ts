import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { CustomerVerification } from '../../../src/modules/kyc/customer-verification.service';
import { deriveKey } from '../../../src/platform/crypto/keys';
import { unseal } from '../../../src/platform/crypto/sealing';
import { sqlRows } from '../../../src/platform/database/sql';
import { databaseKinds } from '../../support/databases';
import { newCustomer } from '../../support/identity';
import {
  customerNamed,
  submitVerification,
  verificationBody,
  verificationOf,
} from '../../support/kyc';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

interface StoredRow {
  status: string;
  tax_id_sealed: string | null;
  tax_id_last4: string | null;
}

/** Today minus `years` (UTC), as YYYY-MM-DD, moved by `days`. */
function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Issue 38, part 0: a customer's identity (date of birth, US address, SSN or ITIN) before money
 * comes in from other banks. Bad input changes nothing; the taxpayer number is sealed, shown by
 * its last four digits only and never logged; the name is screened against the sanctions list.
 */
describe.each(databaseKinds())('identity verification (%s)', (kind) => {
  let t: TestApp;
  let dir: string;
  let logFile: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vaultline-kyc-log-'));
    logFile = join(dir, 'api.log');
    t = await startTestApp(kind, { logLevel: 'info' }, { logFile });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const stored = async (userId: string) =>
    sqlRows<StoredRow>(
      t.app.get(DataSource),
      'SELECT status, tax_id_sealed, tax_id_last4 FROM customer_verifications WHERE user_id = $1',
      [userId],
    );

  it('a new customer is unverified and may not move money to or from other banks', async () => {
    const user = await newCustomer(t);
    expect((await verificationOf(t, user)).body).toEqual({
      status: 'unverified',
      dateOfBirth: null,
      address: null,
      taxIdLast4: null,
      taxIdKind: null,
      declinedReason: null,
      submittedAt: null,
    });
    const verification = t.app.get(CustomerVerification);
    expect(await verification.isVerified(user.id)).toBe(false);
    await expect(verification.assertVerified(user.id)).rejects.toMatchObject({
      status: 403,
      code: 'KYC_NOT_VERIFIED',
      message: 'Verify your identity before moving money to or from other banks.',
    });
  });

  it.each([
    ['000-12-3456', 'first 3 digits'],
    ['666-12-3456', 'first 3 digits'],
    ['123-00-4567', '4th and 5th digits cannot be 00'],
    ['123-45-0000', 'last 4 digits cannot be 0000'],
    ['912-34-5678', 'not a valid ITIN'],
    ['912-93-5678', 'not a valid ITIN'],
    ['12345678', '9 digits'],
    ['1234567890', '9 digits'],
    ['12345678x', '9 digits'],
  ])('refuses the taxpayer number %s and writes nothing', async (taxId, message) => {
    const user = await newCustomer(t);
    const answer = await submitVerification(t, user, verificationBody({ taxId }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(answer.body.details).toEqual([
      { path: 'taxId', message: expect.stringContaining(message) },
    ]);
    expect(answer.text).not.toContain(taxId);
    expect(await stored(user.id)).toEqual([]);
    expect((await verificationOf(t, user)).body.status).toBe('unverified');
  });

  it.each([
    ['state', { address: { ...verificationBody().address, state: 'XX' } }, 'address.state'],
    [
      'ZIP',
      { address: { ...verificationBody().address, postalCode: '1234' } },
      'address.postalCode',
    ],
    ['date', { dateOfBirth: '12/04/1990' }, 'dateOfBirth'],
    [
      'missing street',
      { address: { city: 'Springfield', state: 'IL', postalCode: '62701' } },
      'address.line1',
    ],
  ])('refuses a bad %s and writes nothing', async (_what, override, path) => {
    const user = await newCustomer(t);
    const answer = await submitVerification(t, user, verificationBody(override));
    expect(answer.status).toBe(400);
    expect(answer.body.details[0]).toMatchObject({ path });
    expect(await stored(user.id)).toEqual([]);
  });

  it('refuses anyone under 18 by the server’s date, and takes them on their 18th birthday', async () => {
    const young = await newCustomer(t);
    const refused = await submitVerification(
      t,
      young,
      verificationBody({ dateOfBirth: yearsAgo(18, 1) }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('KYC_UNDER_18');
    expect(await stored(young.id)).toEqual([]);
    const adult = await newCustomer(t);
    const taken = await submitVerification(
      t,
      adult,
      verificationBody({ dateOfBirth: yearsAgo(18) }),
    );
    expect(taken.status).toBe(200);
  });

  it('seals the SSN: the view and the database show only its last four digits, nothing logs it', async () => {
    const user = await newCustomer(t);
    const answer = await submitVerification(t, user, verificationBody({ taxId: '219-09-9999' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'verified',
      dateOfBirth: '1990-04-12',
      address: { line1: '1 Main Street', city: 'Springfield', state: 'IL', postalCode: '62701' },
      taxIdLast4: '9999',
      taxIdKind: 'ssn',
      declinedReason: null,
      submittedAt: expect.any(String),
    });
    for (const text of [answer.text, (await verificationOf(t, user)).text]) {
      expect(text).not.toContain('219099999');
      expect(text).not.toContain('219-09');
    }
    const [row] = await stored(user.id);
    expect(row?.tax_id_last4).toBe('9999');
    const sealed = row?.tax_id_sealed as string;
    expect(sealed).not.toMatch(/219|09-9999|099999/);
    const key = deriveKey(t.config.appSecret, 'tax-id');
    expect(unseal(key, sealed, user.id).toString()).toBe('219099999');
    expect(() => unseal(key, sealed, 'another-user')).toThrow();
    const audit = await sqlRows<{ text: string }>(
      t.app.get(DataSource),
      `SELECT concat_ws(' ', before::text, after::text, details::text) AS text FROM audit_log
        WHERE target_id = $1`,
      [user.id],
    );
    expect(audit.map((record) => record.text).join('\n')).not.toMatch(/219-?09-?9999/);
    expect(readFileSync(logFile, 'utf8')).not.toMatch(/219-?09-?9999/);
    expect(await t.app.get(CustomerVerification).isVerified(user.id)).toBe(true);
  });

  it('takes an ITIN, and answers 409 to a second submission, changing nothing', async () => {
    const user = await newCustomer(t);
    const first = await submitVerification(t, user, verificationBody({ taxId: '912701234' }));
    expect(first.body).toMatchObject({ status: 'verified', taxIdKind: 'itin', taxIdLast4: '1234' });
    const again = await submitVerification(t, user, verificationBody({ taxId: '123-45-6789' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'KYC_ALREADY_SUBMITTED',
      message: 'Your identity is already verified.',
    });
    expect((await verificationOf(t, user)).body).toMatchObject({
      taxIdKind: 'itin',
      taxIdLast4: '1234',
    });
  });

  it.each([
    ['the same name as a list entry', 'Pyotr', 'Testinov', 'hit'],
    ['the name with its accents dropped', 'Jose', 'Ficticio Sancion', 'hit'],
    ['a name one letter away', 'Piotr', 'Testinov', 'near_hit'],
    ['the same words in another order', 'Testinov', 'Pyotr', 'near_hit'],
  ])('%s goes to review (%s %s: %s)', async (_case, first, last, matchKind) => {
    const user = await customerNamed(t, first, last);
    const answer = await submitVerification(t, user, verificationBody());
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('pending_review');
    const reviews = await sqlRows<{
      match_kind: string;
      list_entry_id: string;
      screened_name: string;
    }>(
      t.app.get(DataSource),
      'SELECT match_kind, list_entry_id, screened_name FROM verification_reviews WHERE user_id = $1',
      [user.id],
    );
    expect(reviews).toEqual([
      {
        match_kind: matchKind,
        list_entry_id: expect.stringMatching(/^DEMO-00[58]$/),
        screened_name: expect.stringMatching(new RegExp(first, 'i')),
      },
    ]);
    expect(await t.app.get(CustomerVerification).isVerified(user.id)).toBe(false);
    const again = await submitVerification(t, user, verificationBody());
    expect(again.body.message).toBe(
      'Your identity verification is under review: we will email you when it is decided.',
    );
  });
});
