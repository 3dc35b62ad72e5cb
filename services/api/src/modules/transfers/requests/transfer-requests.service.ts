import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TransfersErrorCode } from '@vaultline/contracts';
import type { TransferRequestSchema } from '@vaultline/contracts';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import {
  IDEMPOTENCY_KEY_PATTERN,
  requestHash,
} from '../../../platform/idempotency/idempotency.service';
import type { StoredResponse } from '../../../platform/idempotency/idempotency.service';
import { MailService } from '../../../platform/mail/mail.service';
import type { AuthContext } from '../../users/auth-context';
import { TransferStart } from '../start/transfer-start.service';
import { TransferPolicyService } from '../transfer-policy.service';
import type { Sender, TransferDraft } from '../transfer.types';
import { TransfersException } from '../transfers.exception';
import { ScheduledRequests } from './scheduled-requests.service';
import { TransferAuthorisation } from './transfer-authorisation.service';

export type ParsedTransferRequest = ReturnType<typeof TransferRequestSchema.parse>;

export function senderOf(auth: AuthContext): Sender {
  const { user } = auth;
  return {
    id: user.id,
    role: user.role,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
  };
}

function draftOf(auth: AuthContext, request: ParsedTransferRequest): TransferDraft {
  return {
    sender: senderOf(auth),
    fromAccountId: request.fromAccountId,
    recipient: { ...request.recipient, address: request.recipient.address ?? null },
    amountMinor: request.amountMinor,
    description: request.description ?? null,
    scheduleId: null,
    pinHash: null,
  };
}

/** A customer's request to send money: now (TransferStart) or on a date (ScheduledRequests). */
@Injectable()
export class TransferRequests {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly authorisation: TransferAuthorisation,
    private readonly start: TransferStart,
    private readonly scheduled: ScheduledRequests,
    private readonly policy: TransferPolicyService,
    private readonly mail: MailService,
  ) {}

  /**
   * Checks the PIN, then in one transaction claims the idempotency key and either replays the
   * first answer or makes the transfer. A refusal (4xx) is stored like a success, so a retry
   * gets the same answer; nothing else of a refused transfer remains.
   * Errors: TRANSFERS_IDEMPOTENCY_KEY_MISSING, TRANSFERS_IDEMPOTENCY_KEY_REUSED, the PIN errors.
   */
  async create(
    auth: AuthContext,
    key: string | undefined,
    request: ParsedTransferRequest,
    client: ClientInfo,
  ): Promise<StoredResponse> {
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new TransfersException(
        TransfersErrorCode.IDEMPOTENCY_KEY_MISSING,
        'Send an Idempotency-Key header (8–100 letters, digits, - or _) with every transfer.',
      );
    }
    const draft = draftOf(auth, request);
    const db = this.db.manager;
    const { context, pinHash } = await this.authorisation.authorise(
      db,
      auth,
      draft,
      request.pin,
      client,
    );
    const bank = await this.policy.bankSettings();
    const idem = { key, requestHash: requestHash({ ...request, pin: undefined }) };
    const { timing } = request;
    const { stored, mail } =
      timing.type === 'immediate'
        ? await this.start.start(db, { ...draft, pinHash }, bank, idem, context)
        : await this.db.transaction(async (tx) => {
            const decidedOn = { settings: context.settings, bank };
            const outcome = await this.scheduled.create(
              tx,
              { ...draft, pinHash },
              idem,
              timing,
              decidedOn,
            );
            return { stored: outcome.response, mail: outcome.mail };
          });
    if (mail) await this.mail.send(mail);
    return stored;
  }
}
