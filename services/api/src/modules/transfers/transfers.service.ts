import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  MessageResponse,
  Transfer,
  TransferDetail,
  TransferResult,
} from '@vaultline/contracts';
import { transferTimeline } from './transfer-timeline';

/** The audit records read for a transfer's timeline (decisions are one or two). */
const TIMELINE_RECORDS = 10;
import { AuthErrorCode, TransferRequestSchema, TransfersErrorCode } from '@vaultline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthException, throttled } from '../../platform/auth/auth.exception';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import type { AuthContext } from '../users/auth-context';
import { StepUpService } from '../identity/step-up.service';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { assertNoEmailChangeHold } from './email-change-hold';
import { RecipientsService } from './recipients.service';
import type { TransferContext } from './transfer-context';
import { CODE_SENDS, ThrottleService } from '../../platform/throttle/throttle.service';
import { toMinor } from '../../platform/database/money';
import { AppException } from '../../platform/http/app.exception';
import {
  IDEMPOTENCY_KEY_PATTERN,
  IdempotencyService,
  requestHash,
  StoredResponse,
} from '../../platform/idempotency/idempotency.service';
import { MailMessage, MailService } from '../../platform/mail/mail.service';
import { PinService } from './pin.service';
import { SchedulesService } from './schedules.service';
import { TransferTransitions } from './lifecycle/transfer-transitions.service';
import { codeBinding } from './start/code-binding';
import { TransferStart } from './start/transfer-start.service';
import type { Sender, TransferDraft, TransitionResult } from './transfer.types';
import { NAME_MISMATCH_WARNING } from './recipients.service';
import { lockTransfer, readTransfer } from './data/transfer-records.queries';
import { transferResult } from './lifecycle/transfer-result';
import { transferMail } from './transfer-mail';
import { TransferPolicyService } from './transfer-policy.service';
import { toTransfer, TRANSFER_COLUMNS, TransferRow } from './transfer-row';
import { TransfersException, transferNotFound } from './transfers.exception';
import { sqlFirst } from '../../platform/database/sql';

type ParsedTransferRequest = ReturnType<typeof TransferRequestSchema.parse>;

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

/** Customers' transfers: create (idempotent, PIN-checked), read, confirm with the emailed code, cancel. */
@Injectable()
export class TransfersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly start: TransferStart,
    private readonly transitions: TransferTransitions,
    private readonly schedules: SchedulesService,
    private readonly policy: TransferPolicyService,
    private readonly pins: PinService,
    private readonly idempotency: IdempotencyService,
    private readonly stepUps: StepUpService,
    private readonly recipients: RecipientsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly throttles: ThrottleService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
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
    const context = await this.start.context(this.db.manager, draft);
    await this.assertMayPayNew(auth, context, request, client);
    const { settings } = context;
    const pin = await this.pins.verify(auth, settings, request.pin, client);
    const bank = await this.policy.bankSettings();
    const hash = requestHash({ ...request, pin: undefined });
    const { timing } = request;
    if (timing.type === 'immediate') {
      const idem = { key, requestHash: hash };
      const { stored, mail } = await this.start.start(
        this.db.manager,
        { ...draft, pinHash: pin.pinHash },
        bank,
        idem,
        context,
      );
      if (mail) await this.mail.send(mail);
      return stored;
    }
    const { response, mail } = await this.db.transaction(async (tx) => {
      const replay = await this.idempotency.claim(
        tx,
        auth.user.id,
        key,
        hash,
        TransfersErrorCode.IDEMPOTENCY_KEY_REUSED,
      );
      if (replay) return { response: replay, mail: null };
      await this.pins.confirm(tx, auth.user.id, pin.pinHash);
      const outcome = await attempt(tx, (inner) =>
        this.schedules.create(inner, draft, timing, settings, bank),
      );
      await this.idempotency.store(tx, auth.user.id, key, outcome.response);
      return outcome;
    });
    if (mail) await this.mail.send(mail);
    return response;
  }

  /**
   * A recipient the customer has not paid before: not while an email change holds new recipients,
   * and a Vaultline one counts as a lookup (as the name check does), so transfers cannot list
   * account holders. Errors: TRANSFERS_EMAIL_CHANGE_HOLD, AUTH_THROTTLED.
   */
  private async assertMayPayNew(
    auth: AuthContext,
    context: TransferContext,
    request: ParsedTransferRequest,
    client: ClientInfo,
  ): Promise<void> {
    // Known, or one of the customer's own accounts: no one new, nothing to list.
    if (context.known || context.internal?.ownerId === auth.user.id) return;
    assertNoEmailChangeHold(auth.user, 'payments to new recipients wait');
    if (request.recipient.routingNumber === this.config.routingNumber)
      await this.recipients.countLookup(auth.user.id, client.ip);
  }

  async get(auth: AuthContext, id: string): Promise<Transfer> {
    return toTransfer(await this.ownRow(auth, id));
  }

  /** One of the customer's transfers with its timeline (decisions from the audit log). Errors: TRANSFERS_NOT_FOUND. */
  async detail(auth: AuthContext, id: string): Promise<TransferDetail> {
    const row = await this.ownRow(auth, id);
    const records = await this.audit.forTarget('transfer', id, TIMELINE_RECORDS);
    return { ...toTransfer(row), timeline: transferTimeline(row, records) };
  }

  private async ownRow(auth: AuthContext, id: string): Promise<TransferRow> {
    const row = await sqlFirst<TransferRow>(
      this.db,
      `SELECT ${TRANSFER_COLUMNS}, a.name AS from_account_name FROM transfers t JOIN ledger_accounts a ON a.id = t.from_account_id
       WHERE t.id = $1 AND t.user_id = $2`,
      [id, auth.user.id],
    );
    if (!row) throw transferNotFound();
    return row;
  }

  /**
   * Confirms a transfer with its step-up code (emailed, or the app's). Errors: the code errors,
   * TRANSFERS_NOT_FOUND, TRANSFERS_NOT_AWAITING_CODE; after the code, the recipient errors for a
   * Vaultline number nobody can receive at (the transfer has failed, its money back).
   */
  async verify(auth: AuthContext, id: string, code: string): Promise<TransferResult> {
    const proof = await this.stepUps.check(auth.user.id, 'transfer_step_up', code);
    const checked = proof.challenge;
    const bank = await this.policy.bankSettings();
    const outcome = await this.db.transaction(async (tx) => {
      const transfer = await this.ownAwaiting(tx, auth, id);
      const binding = codeBinding(
        'transfer',
        transfer.id,
        toMinor(transfer.amount_minor),
        transfer.recipient,
      );
      if (checked.context.kind !== 'transfer' || checked.context.binding !== binding) {
        throw new AuthException(
          AuthErrorCode.CODE_INVALID,
          'This code belongs to another transfer. Use the newest code we emailed for this one.',
        );
      }
      await this.stepUps.spend(tx, proof, 'transfer_step_up');
      const refusal = await this.transitions.confirm(tx, transfer, senderOf(auth));
      const warnings = transfer.name_mismatch ? [NAME_MISMATCH_WARNING] : [];
      return refusal ?? transferResult(await readTransfer(tx, transfer.id), bank, warnings);
    });
    if (outcome instanceof TransfersException) throw outcome;
    return outcome;
  }

  /**
   * A new step-up for a transfer awaiting one (the first and 3 more per 15 minutes): a code emailed,
   * or a new challenge for the app's code.
   */
  async resendCode(auth: AuthContext, id: string): Promise<MessageResponse> {
    const claim = await this.throttles.claim(`code-send:transfer:${id}`, CODE_SENDS);
    if (!claim.allowed) throw throttled(claim.retryAfterS);
    const mail = await this.db.transaction(async (tx) => {
      const transfer = await this.ownAwaiting(tx, auth, id);
      const amountMinor = toMinor(transfer.amount_minor);
      const binding = codeBinding('transfer', transfer.id, amountMinor, transfer.recipient);
      const opened = await this.stepUps.open(tx, auth.user.id, 'transfer_step_up', {
        kind: 'transfer',
        id: transfer.id,
        binding,
      });
      if (!opened.code) return null;
      const { email, firstName } = auth.user;
      return transferMail.stepUpCode(
        email,
        firstName,
        opened.code,
        amountMinor,
        transfer.recipient.name,
      );
    });
    if (!mail) return { message: 'Enter the code your authenticator app shows now.' };
    await this.mail.send(mail);
    return { message: 'We emailed you a new code. It works for 5 minutes.' };
  }

  /** Cancels a transfer still waiting for its code; the reserved money comes back. Errors: TRANSFERS_NOT_FOUND, TRANSFERS_NOT_CANCELLABLE. */
  async cancel(auth: AuthContext, id: string, client: ClientInfo): Promise<Transfer> {
    await this.db.transaction(async (tx) => {
      const transfer = await lockTransfer(tx, id);
      if (!transfer || transfer.user_id !== auth.user.id) throw transferNotFound();
      if (transfer.status !== 'awaiting_code') {
        throw new TransfersException(
          TransfersErrorCode.NOT_CANCELLABLE,
          'Only a transfer waiting for its code can be cancelled.',
        );
      }
      await this.transitions.cancel(tx, transfer, { id: auth.user.id, role: auth.user.role });
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'transfer.cancelled',
        target: { type: 'transfer', id },
        ip: client.ip,
      });
    });
    return this.get(auth, id);
  }

  private async ownAwaiting(
    tx: EntityManager,
    auth: AuthContext,
    id: string,
  ): Promise<TransferRow> {
    const transfer = await lockTransfer(tx, id);
    if (!transfer || transfer.user_id !== auth.user.id) throw transferNotFound();
    if (transfer.status !== 'awaiting_code') {
      throw new TransfersException(
        TransfersErrorCode.NOT_AWAITING_CODE,
        'This transfer is not waiting for a code any more.',
        { status: transfer.status },
      );
    }
    return transfer;
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
