import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransfersErrorCode } from '@vaultline/contracts';
import { BatchedCall } from '../../../platform/database/batched-call';
import { PreparedStatements } from '../../../platform/database/prepared-statements';
import { SQL_STATE } from '../../../platform/database/sql-states';
import { IdempotencyService } from '../../../platform/idempotency/idempotency.service';
import type { StoredResponse } from '../../../platform/idempotency/idempotency.service';
import { MetricsService } from '../../../platform/metrics/metrics.service';
import { TransferContexts } from '../data/transfer-context.queries';
import type { TransferContext } from '../data/transfer-context.queries';
import { RecipientsService } from '../recipients.service';
import { decideTransfer } from '../transfer-decision';
import { suspendedError } from '../transfer-policy.service';
import type { BankSettings } from '../transfer-policy.service';
import type { StartIdempotency, StartOutcome, TransferDraft } from '../transfer.types';
import {
  idempotencyKeyReused,
  pinLocked,
  sourceClosed,
  sourceNotOwn,
  TransfersException,
} from '../transfers.exception';
import { StartPlanner } from './start-planner.service';
import { refusalFor } from './start-write';
import type { StartAnswer, StartParams } from './start-write';
import { startTransfers } from './start-write.queries';
import type { CheckedTransfer, StartDecision } from './start.types';

/** How many concurrent customers' transfers one call of transfer_start_many writes at most. */
const BATCH_MAX = 32;

/**
 * A new transfer: checked and decided here, written by transfer_start_many (one database call,
 * shared with the transfers other customers start meanwhile): straight to the recipient, to
 * outbound clearing, or held for a code or a review.
 */
@Injectable()
export class TransferStart {
  /** Concurrent customers' transfers, written together (one batch at a time, see BatchedCall). */
  private readonly batches: BatchedCall<StartParams, StartAnswer>;

  constructor(
    private readonly contexts: TransferContexts,
    private readonly recipients: RecipientsService,
    private readonly planner: StartPlanner,
    private readonly idempotency: IdempotencyService,
    private readonly prepared: PreparedStatements,
    metrics: MetricsService,
  ) {
    this.batches = new BatchedCall((params) => startTransfers(prepared, params), BATCH_MAX);
    this.batches.onBatch = (size, seconds) => metrics.writeBatch(size, seconds);
  }

  /**
   * Decides a new transfer and writes it. With `idem`, the first answer for the key is stored and
   * replayed. Refusals are answers (status 4xx), not throws. Errors (thrown): TRANSFERS_PIN_LOCKED
   * (the PIN no longer holds under the lock), TRANSFERS_IDEMPOTENCY_KEY_REUSED.
   */
  async start(
    db: EntityManager,
    draft: TransferDraft,
    bank: BankSettings,
    idem: StartIdempotency | null,
    context?: TransferContext,
    codeAlreadyGiven = false,
  ): Promise<StartOutcome> {
    const read = context ?? (await this.context(db, draft));
    let decision: StartDecision;
    try {
      decision = this.decide(this.check(read, draft), draft, bank, codeAlreadyGiven);
    } catch (error) {
      if (!(error instanceof TransfersException)) throw error;
      return { stored: await this.refuse(db, draft.sender.id, idem, error), mail: null };
    }
    const { params, mail } = await this.planner.plan(db, draft, decision, bank, idem);
    const answer = db.queryRunner?.isTransactionActive
      ? ((await startTransfers(this.prepared, [params], db))[0] as StartAnswer)
      : await this.batches.call(params);
    if ('refusal' in answer) {
      // A PIN that no longer holds is not an answer to store for the key: like any PIN error, it comes before the transfer.
      if (answer.refusal.state === SQL_STATE.PIN_NO_LONGER_VALID) throw pinLocked();
      const refusal = refusalFor(answer.refusal, draft.fromAccountId);
      return { stored: await this.refuse(db, draft.sender.id, idem, refusal), mail: null };
    }
    if ('conflict' in answer) throw idempotencyKeyReused();
    if (answer.replayed)
      return { stored: { status: answer.status, body: answer.body }, mail: null };
    return { stored: { status: 201, body: params.response }, mail };
  }

  /**
   * What must hold before anything is written: the source is the sender's open account, outgoing
   * transfers are not suspended, the recipient exists and can receive. Errors: TRANSFERS_ACCOUNT_INACTIVE,
   * TRANSFERS_SUSPENDED, and the recipient errors.
   */
  check(found: TransferContext, draft: TransferDraft): CheckedTransfer {
    if (!found.source) throw sourceNotOwn();
    if (found.source.status !== 'active') throw sourceClosed();
    if (found.settings.suspendedReason) throw suspendedError(found.settings.suspendedReason);
    return {
      found,
      resolved: this.recipients.resolve(found, draft.recipient, draft.fromAccountId),
      sourceName: found.source.name,
    };
  }

  /** The settings, accounts and payee a transfer is decided on (one query). */
  context(db: EntityManager, draft: TransferDraft): Promise<TransferContext> {
    return this.contexts.load(
      { userId: draft.sender.id, fromAccountId: draft.fromAccountId, recipient: draft.recipient },
      db,
    );
  }

  private decide(
    checked: CheckedTransfer,
    draft: TransferDraft,
    bank: BankSettings,
    codeAlreadyGiven: boolean,
  ): StartDecision {
    const decision = decideTransfer({
      amountMinor: draft.amountMinor,
      recipientKind: checked.resolved.kind,
      knownRecipient: checked.found.known,
      codeAlreadyGiven,
      settings: checked.found.settings,
      bank,
    });
    // A number nobody can receive at waits for the code like a name that does not match, then fails.
    const { resolved } = checked;
    if ('refusal' in resolved && decision.status !== 'awaiting_code') throw resolved.refusal;
    return { ...checked, ...decision };
  }

  /** A refusal as the answer, stored for the key when there is one. */
  private refuse(
    db: EntityManager,
    userId: string,
    idem: StartIdempotency | null,
    error: TransfersException,
  ): Promise<StoredResponse> {
    const response = { status: error.status, body: error.toBody() };
    if (!idem) return Promise.resolve(response);
    return this.idempotency.storeAnswer(
      db,
      userId,
      idem,
      response,
      TransfersErrorCode.IDEMPOTENCY_KEY_REUSED,
    );
  }
}
