import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransfersErrorCode } from '@vaultline/contracts';
import type { TransferTiming } from '@vaultline/contracts';
import { AppException } from '../../../platform/http/app.exception';
import { IdempotencyService } from '../../../platform/idempotency/idempotency.service';
import type { StoredResponse } from '../../../platform/idempotency/idempotency.service';
import type { MailMessage } from '../../../platform/mail/mail.service';
import { PinService } from '../pin/pin.service';
import { SchedulesService } from '../schedules/schedules.service';
import type { BankSettings, TransferSettings } from '../transfer-policy.service';
import type { StartIdempotency, TransferDraft, TransitionResult } from '../transfer.types';

/**
 * A request for a scheduled or recurring transfer, in the caller's transaction: the key claimed
 * (or its first answer replayed), the PIN confirmed under its lock, the schedule made; a refusal
 * is stored like a success, so a retry gets the same answer.
 */
@Injectable()
export class ScheduledRequests {
  constructor(
    private readonly idempotency: IdempotencyService,
    private readonly pins: PinService,
    private readonly schedules: SchedulesService,
  ) {}

  /** Errors: TRANSFERS_IDEMPOTENCY_KEY_REUSED, TRANSFERS_PIN_LOCKED. */
  async create(
    tx: EntityManager,
    draft: TransferDraft & { pinHash: string },
    idem: StartIdempotency,
    timing: Exclude<TransferTiming, { type: 'immediate' }>,
    decidedOn: { settings: TransferSettings; bank: BankSettings },
  ): Promise<{ response: StoredResponse; mail: MailMessage | null }> {
    const userId = draft.sender.id;
    const replay = await this.idempotency.claim(
      tx,
      userId,
      idem.key,
      idem.requestHash,
      TransfersErrorCode.IDEMPOTENCY_KEY_REUSED,
    );
    if (replay) return { response: replay, mail: null };
    await this.pins.confirm(tx, userId, draft.pinHash);
    const outcome = await attempt(tx, (inner) =>
      this.schedules.create(inner, draft, timing, decidedOn.settings, decidedOn.bank),
    );
    await this.idempotency.store(tx, userId, idem.key, outcome.response);
    return outcome;
  }
}

/** Runs the work in a savepoint: a refusal rolls back only its own writes and becomes the stored answer. */
async function attempt(
  tx: EntityManager,
  work: (tx: EntityManager) => Promise<TransitionResult>,
): Promise<{ response: StoredResponse; mail: MailMessage | null }> {
  try {
    const { result, mail } = await tx.transaction((inner) => work(inner));
    return { response: { status: 201, body: result }, mail };
  } catch (error) {
    if (!(error instanceof AppException) || error.status >= 500) throw error;
    return { response: { status: error.status, body: error.toBody() }, mail: null };
  }
}
