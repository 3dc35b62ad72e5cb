import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { SecondFactorMethod, TransferResult, TransferStatus } from '@vaultline/contracts';
import { TransfersErrorCode } from '@vaultline/contracts';
import { createHash, randomUUID } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { OneTimeCodesService } from '../identity/one-time-codes.service';
import { maskEmail } from '../identity/sign-in.service';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { toMinor } from '../../platform/database/money';
import { sqlFirst, sqlRows } from '../../platform/database/sql';
import { BatchedCall } from '../../platform/database/batched-call';
import { MetricsService } from '../../platform/metrics/metrics.service';
import { JobsService } from '../../platform/jobs/jobs.service';
import type { StoredResponse } from '../../platform/idempotency/idempotency.service';
import type { MailMessage } from '../../platform/mail/mail.service';
import { LedgerErrorCode, LedgerRefusal } from '../ledger/ledger.exception';
import { LedgerService } from '../ledger/ledger.service';
import { ActivityService } from '../transactions/activity.service';
import { NAME_MISMATCH_WARNING, RecipientsService, ResolvedRecipient } from './recipients.service';
import { TransferContext, TransferContexts } from './transfer-context';
import { PreparedStatements } from '../../platform/database/prepared-statements';
import { refusalFor, StartAnswer, StartParams, startTransfers } from './transfer-start';
import {
  BankSettings,
  suspendedError,
  today,
  TransferPolicyService,
  TransferSettings,
} from './transfer-policy.service';
import { decideTransfer } from './transfer-decision';
import { transferMail } from './transfer-mail';
import { TransferNotices } from './transfer-notices';
import { RecipientData, toTransfer, TRANSFER_COLUMNS, TransferRow } from './transfer-row';
import { RecipientWindows } from './recipient-windows.service';
import {
  accountInactive,
  insufficientFunds,
  pinLocked,
  TransfersException,
} from './transfers.exception';
import { StepUpService } from '../identity/step-up.service';

/** An unconfirmed transfer gives its reserved money back after this long. */
export const AWAITING_CODE_EXPIRY_MS = 30 * 60_000;
export const JOB_SETTLE = 'transfer.settle';
export const JOB_EXPIRE = 'transfer.expire';

export interface Sender {
  id: string;
  role: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface StartIdempotency {
  key: string;
  requestHash: string;
}

export interface StartOutcome {
  stored: StoredResponse;
  /** The step-up code mail, to send once the transfer is written (null otherwise or on a replay). */
  mail: MailMessage | null;
}

interface Checked {
  found: TransferContext;
  resolved: ResolvedRecipient;
  sourceName: string;
}

interface Decision extends Checked {
  status: TransferStatus;
  review: boolean;
  dailyLimitMinor: number;
}

function keyReused(): TransfersException {
  return new TransfersException(
    TransfersErrorCode.IDEMPOTENCY_KEY_REUSED,
    'This Idempotency-Key was already used for a different request. Use a new key for a new transfer.',
  );
}

/** What idempotency_store answers: the stored answer for the key, or that the key was reused. */
interface IdempotencyStoreResult {
  conflict: boolean;
  status: number;
  body: unknown;
}

export interface TransferDraft {
  sender: Sender;
  fromAccountId: string;
  recipient: RecipientData;
  amountMinor: number;
  description: string | null;
  scheduleId: string | null;
  /** The keyed hash of the PIN the customer gave (null for the scheduler's runs); the write checks it again. */
  pinHash: string | null;
}

/** What a confirmed schedule or code led to, plus the mail to send once the transaction commits. */
export interface EngineResult {
  result: TransferResult;
  mail: MailMessage | null;
}

/** Ties a step-up code to one transfer's amount and recipient (PSD2 dynamic linking). */
export function codeBinding(
  kind: 'transfer' | 'schedule',
  id: string,
  amountMinor: number,
  recipient: RecipientData,
): string {
  return createHash('sha256')
    .update(`${kind}|${id}|${amountMinor}|${recipient.routingNumber}|${recipient.accountNumber}`)
    .digest('hex');
}

/**
 * Every money path of a transfer, inside the caller's transaction: start (immediate, held for a
 * code or a review), deliver (internal posts at once; external goes to outbound clearing and a
 * settlement job), settle or return, release held money. Each step moves money through the
 * ledger and keeps the statement lines' status in step.
 */
@Injectable()
export class TransferEngine implements OnModuleInit {
  /** Concurrent customers' transfers, written together (one batch at a time, see BatchedCall). */
  private readonly starts = new BatchedCall<StartParams, StartAnswer>(
    (params) => startTransfers(this.prepared, params),
    32,
  );

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ledger: LedgerService,
    private readonly activity: ActivityService,
    private readonly recipients: RecipientsService,
    private readonly contexts: TransferContexts,
    private readonly policy: TransferPolicyService,
    private readonly codes: OneTimeCodesService,
    private readonly jobs: JobsService,
    private readonly prepared: PreparedStatements,
    private readonly notices: TransferNotices,
    private readonly windows: RecipientWindows,
    private readonly stepUps: StepUpService,
    metrics: MetricsService,
  ) {
    this.starts.onBatch = (size, seconds) => metrics.writeBatch(size, seconds);
  }

  onModuleInit(): void {
    this.jobs.register(JOB_SETTLE, (tx, payload) => this.settle(tx, String(payload.transferId)));
    this.jobs.register(JOB_EXPIRE, (tx, payload) => this.expire(tx, String(payload.transferId)));
  }

  /**
   * Decides a new transfer (here) and writes it (transfer_start_many, one database call, shared
   * with the transfers other customers start meanwhile): straight to the recipient, to outbound
   * clearing, or held for a code or a review. With `idem`, the first answer for the key is stored
   * and replayed. Refusals are answers (status 4xx), not throws.
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
    let decision: Decision;
    try {
      decision = this.decide(this.check(read, draft), draft, read.settings, bank, codeAlreadyGiven);
    } catch (error) {
      if (!(error instanceof TransfersException)) throw error;
      return { stored: await this.storeRefusal(db, draft.sender.id, idem, error), mail: null };
    }
    const prepared = await this.prepare(db, draft, decision, bank, idem);
    const answer = db.queryRunner?.isTransactionActive
      ? (await startTransfers(this.prepared, [prepared.params], db))[0]
      : await this.starts.call(prepared.params);
    if ('refusal' in answer) {
      // A PIN that no longer holds is not an answer to store for the key: like any PIN error, it comes before the transfer.
      if (answer.refusal.state === 'VL005') throw pinLocked();
      return {
        stored: await this.storeRefusal(
          db,
          draft.sender.id,
          idem,
          refusalFor(answer.refusal, draft.fromAccountId),
        ),
        mail: null,
      };
    }
    if ('conflict' in answer) throw keyReused();
    if (answer.replayed)
      return { stored: { status: answer.status, body: answer.body }, mail: null };
    return { stored: { status: 201, body: prepared.params.response }, mail: prepared.mail };
  }

  /**
   * What must hold before anything is written: the source is the sender's open account, outgoing
   * transfers are not suspended, the recipient exists and can receive. Errors: TRANSFERS_ACCOUNT_INACTIVE,
   * TRANSFERS_SUSPENDED, and the recipient errors.
   */
  check(found: TransferContext, draft: TransferDraft): Checked {
    if (!found.source)
      throw new TransfersException(
        TransfersErrorCode.ACCOUNT_INACTIVE,
        'Choose one of your own open accounts to send from.',
      );
    if (found.source.status !== 'active')
      throw new TransfersException(
        TransfersErrorCode.ACCOUNT_INACTIVE,
        'This account is closed and cannot send money.',
      );
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
    checked: Checked,
    draft: TransferDraft,
    settings: TransferSettings,
    bank: BankSettings,
    codeAlreadyGiven: boolean,
  ): Decision {
    const decision = decideTransfer({
      amountMinor: draft.amountMinor,
      recipientKind: checked.resolved.kind,
      knownRecipient: checked.found.known,
      codeAlreadyGiven,
      settings,
      bank,
    });
    // A number nobody can receive at waits for the code like a name that does not match, then fails.
    const { resolved } = checked;
    if ('refusal' in resolved && decision.status !== 'awaiting_code') throw resolved.refusal;
    return { ...checked, ...decision };
  }

  /** Everything transfer_start_many writes, decided here, plus the answer to store and the mail to send after commit. */
  private async prepare(
    db: EntityManager,
    draft: TransferDraft,
    decision: Decision,
    bank: BankSettings,
    idem: StartIdempotency | null,
  ) {
    const transferId = randomUUID();
    const createdAt = new Date().toISOString();
    const { resolved, status } = decision;
    const held = status === 'awaiting_code' || status === 'under_review';
    const recipientAccountId = resolved.kind === 'internal' ? resolved.accountId : null;
    const moveTo = held
      ? await this.ledger.internalAccount(db, 'holds')
      : (recipientAccountId ?? (await this.ledger.internalAccount(db, 'outbound_clearing')));
    const lines = statementLines(draft, decision);
    const code = status === 'awaiting_code' ? await this.stepUpCode(db, draft, transferId) : null;
    const response = startAnswer(draft, decision, { transferId, createdAt, bank }, code?.method);
    const params: StartParams = {
      key: idem?.key ?? null,
      requestHash: idem?.requestHash ?? null,
      pinHash: draft.pinHash,
      userId: draft.sender.id,
      transferId,
      entryId: randomUUID(),
      createdAt,
      fromAccountId: draft.fromAccountId,
      kind: resolved.kind,
      recipientAccountId,
      recipient: draft.recipient,
      amountMinor: draft.amountMinor,
      description: draft.description,
      nameMismatch: resolved.nameMismatch,
      needsReview: decision.review,
      status,
      scheduleId: draft.scheduleId,
      countedOn: today(),
      dailyLimitMinor: decision.dailyLimitMinor,
      moveTo,
      entryKind: held ? 'hold' : resolved.kind === 'internal' ? 'transfer' : 'clearing',
      memo: `Transfer ${transferId}`,
      actorRole: draft.sender.role,
      lines,
      rememberPayee: !held && !decision.found.known,
      job: this.jobFor(status, transferId),
      code: code?.row ?? null,
      response,
      window: this.windows.ruleFor(
        bank,
        resolved.kind === 'internal' && resolved.ownerId === draft.sender.id,
      ),
    };
    const mail =
      code?.method === 'email'
        ? transferMail.stepUpCode(
            draft.sender.email,
            draft.sender.firstName,
            code.code,
            draft.amountMinor,
            draft.recipient.name,
          )
        : null;
    return { params, mail };
  }

  /**
   * The step-up of a transfer held for one: the row transfer_start_many writes, bound to this
   * transfer's amount and recipient. Where the authenticator app answers step-ups nothing is mailed
   * (the row marks it as the app's; its code is never sent).
   */
  private async stepUpCode(db: EntityManager, draft: TransferDraft, transferId: string) {
    const method = await this.stepUps.method(draft.sender.id, db);
    const context = {
      kind: 'transfer',
      id: transferId,
      binding: codeBinding('transfer', transferId, draft.amountMinor, draft.recipient),
    };
    const prepared = this.codes.prepareCode(
      'transfer_step_up',
      method === 'totp' ? this.stepUps.appContext(context) : context,
    );
    return { ...prepared, method };
  }

  private jobFor(status: TransferStatus, transferId: string) {
    if (status === 'pending')
      return {
        kind: JOB_SETTLE,
        runAt: new Date(Date.now() + this.config.settlementDelayMs).toISOString(),
        payload: { transferId },
      };
    if (status === 'awaiting_code')
      return {
        kind: JOB_EXPIRE,
        runAt: new Date(Date.now() + AWAITING_CODE_EXPIRY_MS).toISOString(),
        payload: { transferId },
      };
    return null;
  }

  private async storeRefusal(
    db: EntityManager,
    userId: string,
    idem: StartIdempotency | null,
    error: TransfersException,
  ): Promise<StoredResponse> {
    const body = {
      message: error.message,
      code: error.code,
      ...(error.details === undefined ? {} : { details: error.details }),
    };
    if (!idem) return { status: error.status, body };
    const [row] = await sqlRows<{ result: IdempotencyStoreResult }>(
      db,
      'SELECT idempotency_store($1, $2, $3, $4, $5::jsonb) AS result',
      [userId, idem.key, idem.requestHash, error.status, JSON.stringify(body)],
    );
    if (row.result.conflict) throw keyReused();
    return { status: row.result.status, body: row.result.body };
  }

  /**
   * After the right step-up code: to review if the amount needs one, else on to the recipient. A
   * Vaultline number nobody can receive at fails now, its money back: the refusal is returned (not
   * thrown, so that the release commits) for the caller to answer with.
   */
  async afterCode(
    tx: EntityManager,
    transfer: TransferRow,
    sender: Sender,
    bank: BankSettings,
  ): Promise<TransferResult | TransfersException> {
    if (transfer.kind === 'internal' && transfer.recipient_account_id === null)
      return this.failUnmatched(tx, transfer, sender);
    if (transfer.needs_review) {
      await this.setStatus(tx, transfer, 'under_review');
      await this.notices.held(tx, transfer);
    } else {
      await this.deliver(tx, transfer, sender, 'holds');
      await this.notices.delivered(tx, transfer, 'sent');
    }
    await this.recipients.remember(tx, transfer.user_id, transfer.recipient);
    return this.resultFor(
      tx,
      transfer,
      bank,
      transfer.name_mismatch ? [NAME_MISMATCH_WARNING] : [],
    );
  }

  /**
   * Moves the money on: from the sender's account (immediate) or from the holds account (after a
   * code or a review). Internal transfers complete; external ones wait in outbound clearing.
   */
  async deliver(
    tx: EntityManager,
    transfer: TransferRow,
    sender: Sender,
    source: 'sender' | 'holds',
  ): Promise<void> {
    const amountMinor = toMinor(transfer.amount_minor);
    const from =
      source === 'sender'
        ? transfer.from_account_id
        : await this.ledger.internalAccount(tx, 'holds');
    const to =
      transfer.kind === 'internal'
        ? (transfer.recipient_account_id as string)
        : await this.ledger.internalAccount(tx, 'outbound_clearing');
    const kind =
      source === 'holds' ? 'release' : transfer.kind === 'internal' ? 'transfer' : 'clearing';
    const entryId = await this.post(
      tx,
      kind,
      `Transfer ${transfer.id}`,
      sender,
      from,
      to,
      amountMinor,
    );
    const status: TransferStatus = transfer.kind === 'internal' ? 'completed' : 'pending';
    if (source === 'sender') await this.senderLine(tx, transfer, entryId, status);
    await this.setStatus(tx, transfer, status);
    if (transfer.kind === 'internal') {
      await this.recipientLine(tx, transfer, sender, entryId);
    } else {
      await this.jobs.enqueue(
        tx,
        JOB_SETTLE,
        new Date(Date.now() + this.config.settlementDelayMs),
        { transferId: transfer.id },
      );
    }
    await this.recipients.remember(tx, transfer.user_id, transfer.recipient);
  }

  /** A held transfer to a Vaultline number nobody can receive at: failed, the money back, the customer told why. */
  private async failUnmatched(
    tx: EntityManager,
    transfer: TransferRow,
    sender: Sender,
  ): Promise<TransfersException> {
    const refusal =
      (await this.recipients.unreachable(tx, transfer.user_id, transfer.recipient)) ??
      new TransfersException(
        TransfersErrorCode.RECIPIENT_NOT_FOUND,
        'There was no Vaultline account with this number when you sent the transfer. Send it again.',
      );
    const reason = `${refusal.message} The money is back in your account.`;
    await this.release(tx, transfer, 'failed', reason, { id: sender.id, role: sender.role });
    await this.notices.returned(tx, transfer, reason);
    return refusal;
  }

  /** Gives held money back to the sender and ends the transfer (rejected, cancelled, expired, failed). */
  async release(
    tx: EntityManager,
    transfer: TransferRow,
    status: 'rejected' | 'cancelled' | 'failed',
    reason: string,
    actor: { id: string | null; role: string },
  ): Promise<void> {
    const holds = await this.ledger.internalAccount(tx, 'holds');
    await this.post(
      tx,
      'release',
      `Release of transfer ${transfer.id}: ${reason}`,
      actor,
      holds,
      transfer.from_account_id,
      toMinor(transfer.amount_minor),
    );
    await this.end(tx, transfer, status, reason);
  }

  /** The settlement job: the other bank accepts (completed) or returns the money (failed). */
  async settle(tx: EntityManager, transferId: string): Promise<void> {
    const transfer = await this.lock(tx, transferId);
    if (!transfer || transfer.status !== 'pending') return;
    const clearing = await this.ledger.internalAccount(tx, 'outbound_clearing');
    const amountMinor = toMinor(transfer.amount_minor);
    const system = { id: null, role: 'system' };
    if (receivingBankReturns(transfer.recipient)) {
      await this.post(
        tx,
        'return',
        `Return of transfer ${transfer.id}`,
        system,
        clearing,
        transfer.from_account_id,
        amountMinor,
      );
      const reason =
        'The receiving bank returned the transfer: it has no open account with this number. The money is back in your account.';
      await this.end(tx, transfer, 'failed', reason);
      await this.notices.returned(tx, transfer, reason);
      return;
    }
    const settlement = await this.ledger.internalAccount(tx, 'settlement');
    await this.post(
      tx,
      'settlement',
      `Settlement of transfer ${transfer.id}`,
      system,
      clearing,
      settlement,
      amountMinor,
    );
    await this.setStatus(tx, transfer, 'completed');
  }

  /** The expiry job: a transfer nobody confirmed with its code gives its money back. */
  async expire(tx: EntityManager, transferId: string): Promise<void> {
    const transfer = await this.lock(tx, transferId);
    if (transfer?.status !== 'awaiting_code') return;
    await this.release(
      tx,
      transfer,
      'cancelled',
      'It was not confirmed with the emailed code in time.',
      { id: null, role: 'system' },
    );
  }

  async lock(tx: EntityManager, transferId: string): Promise<TransferRow | null> {
    const row = await sqlFirst<TransferRow>(
      tx,
      `SELECT ${TRANSFER_COLUMNS} FROM transfers t WHERE t.id = $1 FOR UPDATE`,
      [transferId],
    );
    return row ?? null;
  }

  async resultFor(
    tx: EntityManager,
    transfer: TransferRow,
    bank: BankSettings,
    warnings: string[],
  ): Promise<TransferResult> {
    const [fresh] = await sqlRows<TransferRow>(
      tx,
      `SELECT ${TRANSFER_COLUMNS}, a.name AS from_account_name FROM transfers t JOIN ledger_accounts a ON a.id = t.from_account_id WHERE t.id = $1`,
      [transfer.id],
    );
    const outcome = fresh.status as TransferResult['outcome'];
    return {
      outcome,
      transfer: toTransfer(fresh),
      schedule: null,
      warnings,
      reviewTime: outcome === 'under_review' ? bank.reviewTime : null,
      codeSentTo: null,
      codeMethod: null,
    };
  }

  /** Posts one move; the ledger's refusals become the customer's words. */
  private async post(
    tx: EntityManager,
    kind: Parameters<LedgerService['post']>[1]['kind'],
    memo: string,
    actor: { id: string | null; role: string },
    from: string,
    to: string,
    amountMinor: number,
  ): Promise<string> {
    try {
      const { entryId } = await this.ledger.post(tx, {
        kind,
        memo,
        actor,
        moves: [{ from, to, amountMinor }],
      });
      return entryId;
    } catch (error) {
      if (!(error instanceof LedgerRefusal)) throw error;
      throw error.code === LedgerErrorCode.INSUFFICIENT_FUNDS
        ? insufficientFunds(error.availableMinor)
        : accountInactive(error.accountId === from);
    }
  }

  private async senderLine(
    tx: EntityManager,
    transfer: TransferRow,
    entryId: string,
    status: TransferStatus,
  ): Promise<void> {
    await this.activity.record(tx, [
      {
        accountId: transfer.from_account_id,
        userId: transfer.user_id,
        entryId,
        transferId: transfer.id,
        type: 'transfer',
        title: `Transfer to ${transfer.recipient.name}`,
        description: transfer.description ?? '',
        category: 'Transfer',
        amountMinor: -toMinor(transfer.amount_minor),
        status,
      },
    ]);
  }

  private async recipientLine(
    tx: EntityManager,
    transfer: TransferRow,
    sender: Sender,
    entryId: string,
  ): Promise<void> {
    const [account] = await sqlRows<{ owner_id: string }>(
      tx,
      'SELECT owner_id FROM ledger_accounts WHERE id = $1',
      [transfer.recipient_account_id],
    );
    await this.activity.record(tx, [
      {
        accountId: transfer.recipient_account_id as string,
        userId: account.owner_id,
        entryId,
        transferId: transfer.id,
        type: 'credit',
        title: `Transfer from ${sender.firstName} ${sender.lastName}`,
        description: transfer.description ?? '',
        category: 'Transfer',
        amountMinor: toMinor(transfer.amount_minor),
        status: 'completed',
      },
    ]);
  }

  private async setStatus(
    tx: EntityManager,
    transfer: TransferRow,
    status: TransferStatus,
    reason: string | null = null,
  ): Promise<void> {
    const final =
      status === 'completed' ||
      status === 'failed' ||
      status === 'rejected' ||
      status === 'cancelled';
    await sqlRows(
      tx,
      `UPDATE transfers SET status = $2, failure_reason = COALESCE($3, failure_reason), updated_at = now(),
         completed_at = CASE WHEN $4 THEN now() ELSE completed_at END WHERE id = $1`,
      [transfer.id, status, reason, final],
    );
    transfer.status = status;
    await this.activity.setTransferStatus(tx, transfer.id, status);
  }

  private async end(
    tx: EntityManager,
    transfer: TransferRow,
    status: 'failed' | 'rejected' | 'cancelled',
    reason: string,
  ): Promise<void> {
    await this.setStatus(tx, transfer, status, reason);
    await this.policy.releaseDaily(
      tx,
      transfer.user_id,
      transfer.counted_on,
      toMinor(transfer.amount_minor),
    );
    await this.windows.giveBack(tx, transfer);
  }
}

/**
 * The simulated receiving bank of the demo and tests: account numbers ending in 0000 do not exist
 * there and come back. A real deployment replaces settle() with the clearing network's answer.
 */
function receivingBankReturns(recipient: RecipientData): boolean {
  return recipient.accountNumber.endsWith('0000');
}

/** The statement lines a new transfer writes: the sender's, and the recipient's when it lands at once. */
function statementLines(draft: TransferDraft, decision: Decision) {
  const { resolved, status } = decision;
  const lines = [
    {
      accountId: draft.fromAccountId,
      userId: draft.sender.id,
      type: 'transfer',
      title: `Transfer to ${draft.recipient.name}`,
      amountMinor: -draft.amountMinor,
      status,
    },
  ];
  if (status === 'completed' && resolved.kind === 'internal' && resolved.accountId !== null) {
    lines.push({
      accountId: resolved.accountId,
      userId: resolved.ownerId,
      type: 'credit',
      title: `Transfer from ${draft.sender.firstName} ${draft.sender.lastName}`,
      amountMinor: draft.amountMinor,
      status,
    });
  }
  return lines;
}

/** The answer the customer gets for a new transfer (stored with the write for the idempotency key). */
function startAnswer(
  draft: TransferDraft,
  decision: Decision,
  at: { transferId: string; createdAt: string; bank: BankSettings },
  codeMethod: SecondFactorMethod | undefined,
): TransferResult {
  const { resolved, status } = decision;
  return {
    outcome: status as TransferResult['outcome'],
    transfer: {
      id: at.transferId,
      status,
      kind: resolved.kind,
      fromAccountId: draft.fromAccountId,
      fromAccountName: decision.sourceName,
      amountMinor: draft.amountMinor,
      recipientName: draft.recipient.name,
      recipientAccountLast4: draft.recipient.accountNumber.slice(-4),
      recipientRoutingNumber: draft.recipient.routingNumber,
      description: draft.description,
      nameMismatch: resolved.nameMismatch,
      failureReason: null,
      createdAt: at.createdAt,
      completedAt: status === 'completed' ? at.createdAt : null,
    },
    schedule: null,
    warnings: resolved.nameMismatch ? [NAME_MISMATCH_WARNING] : [],
    reviewTime: status === 'under_review' ? at.bank.reviewTime : null,
    codeSentTo: codeMethod === 'email' ? maskEmail(draft.sender.email) : null,
    codeMethod: codeMethod ?? null,
  };
}
