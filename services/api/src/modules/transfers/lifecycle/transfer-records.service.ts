import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { toMinor } from '../../../platform/database/money';
import { ActivityService } from '../../transactions/activity.service';
import {
  accountOwner,
  giveBackDaily,
  insertRefusedRun,
  updateTransferStatus,
} from '../data/transfer-records.queries';
import { RecipientWindows } from '../recipient-windows.service';
import { RecipientsService } from '../recipients.service';
import type { TransferRow } from '../transfer-row';
import type { Sender, TransferDraft } from '../transfer.types';
import { recipientLine, refusedRunTitle, TRANSFER_CATEGORY } from './transfer-effects';
import type { TransferEffects } from './transfer-effects';
import { assertAllowed, isFinal } from './transfer-states';

/**
 * The facts a transfer keeps after the start path wrote it, each with this one writer: its status
 * (the transfer row and its statement lines together, along the transition table), the recipient's
 * statement line, the daily total and first window it gives back, the payee it makes known, and a
 * refused scheduled run kept as a failed transfer.
 * transfer_start_many writes the same facts for a new transfer from the same effects
 * (StartPlanner); lifecycle.spec proves both leave identical rows.
 */
@Injectable()
export class TransferRecords {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly activity: ActivityService,
    private readonly recipients: RecipientsService,
    private readonly windows: RecipientWindows,
  ) {}

  /** Moves the transfer (and its lines still in flight) to the effects' status. */
  async setStatus(
    tx: EntityManager,
    transfer: TransferRow,
    effects: TransferEffects,
    reason: string | null = null,
  ): Promise<void> {
    assertAllowed(effects.transition, transfer.status, effects.status);
    await updateTransferStatus(tx, transfer.id, effects.status, reason, isFinal(effects.status));
    transfer.status = effects.status;
    await this.activity.setTransferStatus(tx, transfer.id, effects.status);
  }

  /** The line of a Vaultline recipient whose account the money just reached. */
  async addRecipientLine(
    tx: EntityManager,
    transfer: TransferRow,
    sender: Sender,
    entryId: string,
  ): Promise<void> {
    const accountId = transfer.recipient_account_id as string;
    const line = recipientLine(
      { accountId, ownerId: await accountOwner(tx, accountId) },
      sender,
      toMinor(transfer.amount_minor),
    );
    await this.activity.record(tx, [
      {
        ...line,
        entryId,
        transferId: transfer.id,
        description: transfer.description ?? '',
        category: TRANSFER_CATEGORY,
      },
    ]);
  }

  /** An ended transfer's amount back: to the day it counted on and to the recipient's first window. */
  async giveBack(tx: EntityManager, transfer: TransferRow): Promise<void> {
    await giveBackDaily(tx, transfer.user_id, transfer.counted_on, toMinor(transfer.amount_minor));
    await this.windows.giveBack(tx, transfer);
  }

  /** The recipient becomes a remembered payee of the sender; its first window opens. */
  rememberPayee(tx: EntityManager, transfer: TransferRow): Promise<void> {
    return this.recipients.remember(tx, transfer.user_id, transfer.recipient);
  }

  /** A schedule's run the bank refused: a failed transfer with the reason, and its line (no money moved). */
  async recordRefusedRun(
    tx: EntityManager,
    draft: TransferDraft,
    refusal: { code: string; message: string },
  ): Promise<void> {
    assertAllowed('refuse', null, 'failed');
    const kind =
      draft.recipient.routingNumber === this.config.routingNumber ? 'internal' : 'external';
    const transferId = await insertRefusedRun(tx, draft, kind, refusal);
    await this.activity.record(tx, [
      {
        accountId: draft.fromAccountId,
        userId: draft.sender.id,
        entryId: null,
        transferId,
        type: 'transfer',
        title: refusedRunTitle(draft.recipient.name),
        description: `Not sent: ${refusal.message}`,
        category: TRANSFER_CATEGORY,
        amountMinor: -draft.amountMinor,
        status: 'failed',
      },
    ]);
  }
}
