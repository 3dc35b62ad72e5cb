import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EntryPayee } from './ach-entries.queries';
import { AchLifecycle } from './ach-lifecycle.service';
import type { AchActor } from './ach-lifecycle.service';

/** A bill payment to send: from whose account, how much, to which biller's account. */
export interface BillPaymentCredit {
  userId: string;
  accountId: string;
  amountMinor: number;
  payee: EntryPayee;
}

/**
 * What the ach module offers bill pay (modules/billpay): a bill payment goes out as an ACH credit
 * to the biller's account in the next file. Its settlement and return come back through
 * AchOutcomes ('bill_payment').
 */
@Injectable()
export class AchBillPayments {
  constructor(private readonly lifecycle: AchLifecycle) {}

  /**
   * Writes the entry and takes the money from the customer's account now (it waits in ach_clearing
   * until the file settles); answers the entry's id. Errors: the ledger's refusals (LedgerRefusal:
   * LEDGER_INSUFFICIENT_FUNDS with the available balance, which is below zero after a return;
   * LEDGER_ACCOUNT_INACTIVE).
   */
  async send(tx: EntityManager, credit: BillPaymentCredit, actor: AchActor): Promise<string> {
    const [id] = await this.lifecycle.originate(
      tx,
      [
        {
          userId: credit.userId,
          linkedAccountId: null,
          accountId: credit.accountId,
          purpose: 'bill_payment',
          amountMinor: credit.amountMinor,
          availableAt: null,
          payee: credit.payee,
          accountNumberLast4: credit.payee.reference.slice(-4),
        },
      ],
      actor,
    );
    if (!id) throw new Error('ACH bill payment entry not written');
    return id;
  }

  /** Sends the notices written in committed transactions now. */
  wake(): void {
    this.lifecycle.wake();
  }
}
