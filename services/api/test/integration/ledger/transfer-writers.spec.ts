import { DataSource } from 'typeorm';
import { lockTransfer } from '../../../src/modules/transfers/data/transfer-records.queries';
import { TransferTransitions } from '../../../src/modules/transfers/lifecycle/transfer-transitions.service';
import { TransferStart } from '../../../src/modules/transfers/start/transfer-start.service';
import type { BankSettings } from '../../../src/modules/transfers/transfer-policy.service';
import { TransferPolicyService } from '../../../src/modules/transfers/transfer-policy.service';
import type { Sender, TransferDraft } from '../../../src/modules/transfers/transfer.types';
import { sqlOne, sqlRows } from '../../../src/platform/database/sql';
import type { Customer } from '../../support/banking';
import { fundedCustomer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

/** A valid ABA routing number of another bank. */
const OTHER_BANK = '021000021';

/** A transfer's own row, as the comparison reads it. */
interface TransferFacts {
  status: string;
  kind: string;
  amount_minor: string;
  description: string | null;
  name_mismatch: boolean;
  failure_reason: string | null;
  completed: boolean;
  recipient: object;
}

/** One statement line of a transfer, as the comparison reads it. */
interface LineFacts {
  account_id: string;
  user_id: string;
  type: string;
  title: string;
  description: string;
  category: string;
  amount_minor: string;
  status: string;
  has_entry: boolean;
}

/**
 * A transfer's facts have two writers: transfer_start_many writes a transfer that goes at once
 * (set-based, in SQL), TransferTransitions moves a held one on later (in TypeScript). Both take
 * their effects from transfer-effects; this proves they leave the same rows: the transfer, its
 * statement lines (words, amounts, statuses), the remembered payee, the recipient's first window
 * and the daily total. One transfer goes at once (the code given before, as a schedule's run has
 * it); the other, identical, waits for its code and is confirmed (and, in one case, reviewed and
 * approved).
 */
describe.each(databaseKinds())('one transfer, two writers (%s)', (kind) => {
  let t: TestApp;
  let db: DataSource;
  let bank: BankSettings;
  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.app.get(DataSource);
    bank = await t.app.get(TransferPolicyService).bankSettings();
  });
  afterAll(() => t.close());

  const senderOf = (customer: Customer): Sender => ({
    id: customer.id,
    role: 'customer',
    email: customer.email,
    firstName: 'Ada',
    lastName: 'Lovelace',
  });

  function draftOf(from: Customer, accountNumber: string, routingNumber: string): TransferDraft {
    return {
      sender: senderOf(from),
      fromAccountId: from.accountId,
      recipient: { accountType: 'checking', accountNumber, routingNumber, name: 'Grace Hopper' },
      amountMinor: 12_345,
      description: 'Rent share',
      scheduleId: null,
      pinHash: null,
    };
  }

  /** Starts a transfer; answers its id and the status it started in. */
  async function start(draft: TransferDraft, settings: BankSettings, codeGiven: boolean) {
    const { stored } = await t.app
      .get(TransferStart)
      .start(db.manager, draft, settings, null, undefined, codeGiven);
    const body = stored.body as { transfer: { id: string; status: string } };
    expect(stored.status).toBe(201);
    return body.transfer;
  }

  /** A held transfer moved on as the code (and, with `approve`, a review) would move it. */
  async function moveOn(id: string, from: Customer, approve: boolean): Promise<void> {
    const transitions = t.app.get(TransferTransitions);
    await db.transaction(async (tx) => {
      const row = await lockTransfer(tx, id);
      if (!row) throw new Error('no transfer');
      expect(await transitions.confirm(tx, row, senderOf(from))).toBeNull();
      if (approve) await transitions.approve(tx, row, senderOf(from));
    });
  }

  /** Everything the transfer left, with its parties' ids replaced by their parts. */
  async function factsOf(id: string, from: Customer, to: Customer | null) {
    const part = (value: string | null) =>
      value === from.id || value === from.accountId
        ? 'sender'
        : value === to?.id || value === to?.accountId
          ? 'recipient'
          : value;
    const transfer = await sqlOne<TransferFacts>(
      db,
      `SELECT status, kind, amount_minor::text, description, name_mismatch, failure_reason,
              completed_at IS NOT NULL AS completed, recipient FROM transfers WHERE id = $1`,
      [id],
    );
    const lines = await sqlRows<LineFacts>(
      db,
      `SELECT account_id, user_id, type, title, description, category, amount_minor::text, status,
              entry_id IS NOT NULL AS has_entry
       FROM transactions WHERE transfer_id = $1 ORDER BY amount_minor`,
      [id],
    );
    const payees = await sqlRows<{ routing_number: string; account_number: string; name: string }>(
      db,
      'SELECT routing_number, account_number, name FROM payees WHERE user_id = $1',
      [from.id],
    );
    const windows = await sqlRows<{ sent_minor: string; open: boolean; seconds: number | null }>(
      db,
      `SELECT sent_minor::text, opened_at IS NOT NULL AS open,
              extract(epoch FROM ends_at - opened_at)::int AS seconds
       FROM recipient_windows WHERE user_id = $1`,
      [from.id],
    );
    const daily = await sqlRows<{ total_minor: string }>(
      db,
      'SELECT total_minor::text FROM daily_outgoing WHERE user_id = $1',
      [from.id],
    );
    return {
      transfer,
      lines: lines.map((line) => ({
        ...line,
        account_id: part(line.account_id),
        user_id: part(line.user_id),
      })),
      payees,
      windows,
      daily,
    };
  }

  it('writes the same rows for an internal transfer sent at once and one confirmed with its code', async () => {
    const to = await fundedCustomer(t, 0);
    const [a, b] = [await fundedCustomer(t, 100_000), await fundedCustomer(t, 100_000)];
    const atOnce = await start(draftOf(a, to.accountNumber, '123456780'), bank, true);
    const held = await start(draftOf(b, to.accountNumber, '123456780'), bank, false);
    expect([atOnce.status, held.status]).toEqual(['completed', 'awaiting_code']);
    await moveOn(held.id, b, false);
    const expected = await factsOf(atOnce.id, a, to);
    expect(expected.lines).toHaveLength(2);
    expect(expected.payees).toHaveLength(1);
    expect(await factsOf(held.id, b, to)).toEqual(expected);
  });

  it('writes the same rows for an external transfer sent at once and one confirmed with its code', async () => {
    const [a, b] = [await fundedCustomer(t, 100_000), await fundedCustomer(t, 100_000)];
    const atOnce = await start(draftOf(a, '55501234', OTHER_BANK), bank, true);
    const held = await start(draftOf(b, '55501234', OTHER_BANK), bank, false);
    expect([atOnce.status, held.status]).toEqual(['pending', 'awaiting_code']);
    await moveOn(held.id, b, false);
    const expected = await factsOf(atOnce.id, a, null);
    expect(expected.transfer).toMatchObject({ status: 'pending', completed: false });
    expect(await factsOf(held.id, b, null)).toEqual(expected);
  });

  it('writes the same rows for a transfer sent at once and one confirmed, reviewed and approved', async () => {
    const to = await fundedCustomer(t, 0);
    const [a, b] = [await fundedCustomer(t, 100_000), await fundedCustomer(t, 100_000)];
    const atOnce = await start(draftOf(a, to.accountNumber, '123456780'), bank, true);
    const reviewed = { ...bank, reviewThresholdMinor: 100 };
    const held = await start(draftOf(b, to.accountNumber, '123456780'), reviewed, false);
    await moveOn(held.id, b, true);
    expect(await factsOf(held.id, b, to)).toEqual(await factsOf(atOnce.id, a, to));
  });
});
