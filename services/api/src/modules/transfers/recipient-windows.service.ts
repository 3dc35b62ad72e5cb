import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { Recipient } from '@vaultline/contracts';
import { toMinor } from '../../platform/database/money';
import type { Queryable } from '../../platform/database/sql';
import { giveBackToWindow, openWindow, openWindows } from './data/recipients.queries';
import type { BankSettings } from './transfer-policy.service';
import type { TransferRow } from './transfer-row';

type RecipientKey = Pick<Recipient, 'routingNumber' | 'accountNumber'>;

/** What a transfer's write is told of the window it counts in (transfer_start_many's `window`). */
export interface WindowRule {
  limitMinor: number;
  hours: number;
}

/** A new recipient's window as the customer sees it: until when, and what may still be sent. */
export interface OpenWindow {
  endsAt: Date;
  remainingMinor: number;
}

function keyOf(recipient: RecipientKey): string {
  return `${recipient.routingNumber}|${recipient.accountNumber}`;
}

/**
 * The first-payment window with each recipient (recipient_windows; SQL in sql/recipient-windows.sql
 * and start/sql/transfer-start.sql): however a recipient became known, the running
 * total sent to it in its first hours is capped by the bank's new-payee limit, checked and counted
 * by the transfer write under a lock. Payments between a customer's own accounts count in none.
 */
@Injectable()
export class RecipientWindows {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The rule a transfer counts under: none between the sender's own accounts. */
  ruleFor(bank: BankSettings, ownAccount: boolean): WindowRule | null {
    if (ownAccount) return null;
    return { limitMinor: bank.newPayeeLimitMinor, hours: bank.newPayeeCoolingHours };
  }

  /** The recipient is known from now (a payee saved, a code given): its window opens, once. */
  async open(
    tx: EntityManager,
    userId: string,
    recipient: RecipientKey,
    bank: BankSettings,
  ): Promise<void> {
    await openWindow(tx, userId, recipient, bank.newPayeeCoolingHours);
  }

  /** A transfer that did not reach its recipient gives its amount back to the window it counted in. */
  async giveBack(tx: EntityManager, transfer: TransferRow): Promise<void> {
    const amountMinor = toMinor(transfer.amount_minor);
    await giveBackToWindow(
      tx,
      transfer.user_id,
      transfer.recipient,
      amountMinor,
      transfer.created_at,
    );
  }

  /** The customer's windows that are open now, by recipient ("routing|account"). */
  async openFor(
    userId: string,
    bank: BankSettings,
    db: Queryable = this.db,
  ): Promise<Map<string, OpenWindow>> {
    const rows = await openWindows(db, userId);
    return new Map(
      rows.map((row) => [
        keyOf({ routingNumber: row.routing_number, accountNumber: row.account_number }),
        {
          endsAt: new Date(row.ends_at),
          remainingMinor: Math.max(0, bank.newPayeeLimitMinor - toMinor(row.sent_minor)),
        },
      ]),
    );
  }

  /** The open window of one recipient in a map from openFor. */
  static of(windows: Map<string, OpenWindow>, recipient: RecipientKey): OpenWindow | null {
    return windows.get(keyOf(recipient)) ?? null;
  }
}
