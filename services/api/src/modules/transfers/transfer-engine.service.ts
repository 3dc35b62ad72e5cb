import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { TransferResult, TransferStatus } from '@vaultline/contracts';
import { TransfersErrorCode } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { OneTimeCodesService } from '../../platform/auth/one-time-codes.service';
import { maskEmail } from '../../platform/auth/sign-in.service';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { toMinor } from '../../platform/database/money';
import { sqlRows } from '../../platform/database/sql';
import { JobsService } from '../../platform/jobs/jobs.service';
import type { MailMessage } from '../../platform/mail/mail.service';
import { LedgerErrorCode, LedgerRefusal } from '../ledger/ledger.exception';
import { LedgerService } from '../ledger/ledger.service';
import { ActivityService } from '../transactions/activity.service';
import { NAME_MISMATCH_WARNING, RecipientsService, ResolvedRecipient } from './recipients.service';
import { BankSettings, suspendedError, TransferPolicyService, TransferSettings } from './transfer-policy.service';
import { transferMail } from './transfer-mail';
import { RecipientData, toTransfer, TRANSFER_COLUMNS, TransferRow } from './transfer-row';
import { TransfersException } from './transfers.exception';

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

export interface TransferDraft {
  sender: Sender;
  fromAccountId: string;
  recipient: RecipientData;
  amountMinor: number;
  description: string | null;
  scheduleId: string | null;
}

/** What a started or continued transfer led to, plus the mail to send once the transaction commits. */
export interface EngineResult {
  result: TransferResult;
  mail: MailMessage | null;
}

/** Ties a step-up code to one transfer's amount and recipient (PSD2 dynamic linking). */
export function codeBinding(kind: 'transfer' | 'schedule', id: string, amountMinor: number, recipient: RecipientData): string {
  return createHash('sha256').update(`${kind}|${id}|${amountMinor}|${recipient.routingNumber}|${recipient.accountNumber}`).digest('hex');
}

/**
 * Every money path of a transfer, inside the caller's transaction: start (immediate, held for a
 * code or a review), deliver (internal posts at once; external goes to outbound clearing and a
 * settlement job), settle or return, release held money. Each step moves money through the
 * ledger and keeps the statement lines' status in step.
 */
@Injectable()
export class TransferEngine implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ledger: LedgerService,
    private readonly activity: ActivityService,
    private readonly recipients: RecipientsService,
    private readonly policy: TransferPolicyService,
    private readonly codes: OneTimeCodesService,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JOB_SETTLE, (tx, payload) => this.settle(tx, String(payload.transferId)));
    this.jobs.register(JOB_EXPIRE, (tx, payload) => this.expire(tx, String(payload.transferId)));
  }

  /**
   * Errors: TRANSFERS_ACCOUNT_INACTIVE, TRANSFERS_SUSPENDED, the recipient errors,
   * TRANSFERS_DAILY_LIMIT_EXCEEDED, TRANSFERS_INSUFFICIENT_FUNDS, ACCOUNTS_NOT_FOUND.
   */
  async start(tx: EntityManager, draft: TransferDraft, settings: TransferSettings, bank: BankSettings, codeAlreadyGiven = false): Promise<EngineResult> {
    await this.assertSource(tx, draft);
    if (settings.suspendedReason) throw suspendedError(settings.suspendedReason);
    const resolved = await this.recipients.resolve(tx, draft.recipient, draft.fromAccountId);
    const countedOn = await this.policy.reserveDaily(tx, draft.sender.id, settings.tier, draft.amountMinor);
    const stepUp = !codeAlreadyGiven && (await this.needsStepUp(tx, draft, settings, bank));
    const review = draft.amountMinor > bank.reviewThresholdMinor;
    const status: TransferStatus = stepUp ? 'awaiting_code' : review ? 'under_review' : resolved.kind === 'internal' ? 'completed' : 'pending';
    const transfer = await this.insert(tx, draft, resolved, status, review, countedOn);
    if (stepUp || review) {
      await this.hold(tx, transfer, draft.sender);
    } else {
      await this.deliver(tx, transfer, draft.sender, 'sender');
    }
    const warnings = resolved.nameMismatch ? [NAME_MISMATCH_WARNING] : [];
    if (stepUp) return this.awaitCode(tx, transfer, draft.sender, warnings);
    return { result: await this.resultFor(tx, transfer, bank, warnings), mail: null };
  }

  /** After the right step-up code: to review if the amount needs one, else on to the recipient. */
  async afterCode(tx: EntityManager, transfer: TransferRow, sender: Sender, bank: BankSettings): Promise<TransferResult> {
    if (transfer.needs_review) {
      await this.setStatus(tx, transfer, 'under_review');
    } else {
      await this.deliver(tx, transfer, sender, 'holds');
    }
    await this.recipients.remember(tx, transfer.user_id, transfer.recipient);
    return this.resultFor(tx, transfer, bank, transfer.name_mismatch ? [NAME_MISMATCH_WARNING] : []);
  }

  /**
   * Moves the money on: from the sender's account (immediate) or from the holds account (after a
   * code or a review). Internal transfers complete; external ones wait in outbound clearing.
   */
  async deliver(tx: EntityManager, transfer: TransferRow, sender: Sender, source: 'sender' | 'holds'): Promise<void> {
    const amountMinor = toMinor(transfer.amount_minor);
    const from = source === 'sender' ? transfer.from_account_id : await this.ledger.internalAccount(tx, 'holds');
    const to = transfer.kind === 'internal' ? (transfer.recipient_account_id as string) : await this.ledger.internalAccount(tx, 'outbound_clearing');
    const kind = source === 'holds' ? 'release' : transfer.kind === 'internal' ? 'transfer' : 'clearing';
    const entryId = await this.post(tx, kind, `Transfer ${transfer.id}`, sender, from, to, amountMinor);
    const status: TransferStatus = transfer.kind === 'internal' ? 'completed' : 'pending';
    if (source === 'sender') await this.senderLine(tx, transfer, entryId, status);
    await this.setStatus(tx, transfer, status);
    if (transfer.kind === 'internal') {
      await this.recipientLine(tx, transfer, sender, entryId);
    } else {
      await this.jobs.enqueue(tx, JOB_SETTLE, new Date(Date.now() + this.config.settlementDelayMs), { transferId: transfer.id });
    }
    await this.recipients.remember(tx, transfer.user_id, transfer.recipient);
  }

  /** Gives held money back to the sender and ends the transfer (rejected, cancelled, expired). */
  async release(tx: EntityManager, transfer: TransferRow, status: 'rejected' | 'cancelled', reason: string, actor: { id: string | null; role: string }): Promise<void> {
    const holds = await this.ledger.internalAccount(tx, 'holds');
    await this.post(tx, 'release', `Release of transfer ${transfer.id}: ${reason}`, actor, holds, transfer.from_account_id, toMinor(transfer.amount_minor));
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
      await this.post(tx, 'return', `Return of transfer ${transfer.id}`, system, clearing, transfer.from_account_id, amountMinor);
      await this.end(tx, transfer, 'failed', 'The receiving bank returned the transfer: it has no open account with this number. The money is back in your account.');
      return;
    }
    const settlement = await this.ledger.internalAccount(tx, 'settlement');
    await this.post(tx, 'settlement', `Settlement of transfer ${transfer.id}`, system, clearing, settlement, amountMinor);
    await this.setStatus(tx, transfer, 'completed');
  }

  /** The expiry job: a transfer nobody confirmed with its code gives its money back. */
  async expire(tx: EntityManager, transferId: string): Promise<void> {
    const transfer = await this.lock(tx, transferId);
    if (transfer?.status !== 'awaiting_code') return;
    await this.release(tx, transfer, 'cancelled', 'It was not confirmed with the emailed code in time.', { id: null, role: 'system' });
  }

  async lock(tx: EntityManager, transferId: string): Promise<TransferRow | null> {
    const [row] = await tx.query(`SELECT ${TRANSFER_COLUMNS} FROM transfers t WHERE t.id = $1 FOR UPDATE`, [transferId]);
    return row ?? null;
  }

  async resultFor(tx: EntityManager, transfer: TransferRow, bank: BankSettings, warnings: string[]): Promise<TransferResult> {
    const [fresh] = await tx.query(
      `SELECT ${TRANSFER_COLUMNS}, a.name AS from_account_name FROM transfers t JOIN ledger_accounts a ON a.id = t.from_account_id WHERE t.id = $1`,
      [transfer.id],
    );
    const outcome = fresh.status as TransferResult['outcome'];
    return { outcome, transfer: toTransfer(fresh), schedule: null, warnings, reviewTime: outcome === 'under_review' ? bank.reviewTime : null, codeSentTo: null };
  }

  /** Errors: TRANSFERS_ACCOUNT_INACTIVE (closed, or not one of the sender's accounts). */
  async assertSource(tx: EntityManager, draft: TransferDraft): Promise<void> {
    const [account] = await tx.query('SELECT status FROM ledger_accounts WHERE id = $1 AND owner_id = $2', [draft.fromAccountId, draft.sender.id]);
    if (!account) throw new TransfersException(TransfersErrorCode.ACCOUNT_INACTIVE, 'Choose one of your own open accounts to send from.');
    if (account.status !== 'active') throw new TransfersException(TransfersErrorCode.ACCOUNT_INACTIVE, 'This account is closed and cannot send money.');
  }

  private async needsStepUp(tx: EntityManager, draft: TransferDraft, settings: TransferSettings, bank: BankSettings): Promise<boolean> {
    if (settings.stepUpRequired || draft.amountMinor > bank.stepUpThresholdMinor) return true;
    return !(await this.recipients.isKnown(tx, draft.sender.id, draft.recipient));
  }

  private async insert(tx: EntityManager, draft: TransferDraft, resolved: ResolvedRecipient, status: TransferStatus, review: boolean, countedOn: string): Promise<TransferRow> {
    const [row] = await tx.query(
      `INSERT INTO transfers AS t (user_id, from_account_id, kind, recipient_account_id, recipient, amount_minor, description, status,
         name_mismatch, needs_review, schedule_id, counted_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${TRANSFER_COLUMNS}`,
      [
        draft.sender.id, draft.fromAccountId, resolved.kind, resolved.kind === 'internal' ? resolved.accountId : null, JSON.stringify(draft.recipient),
        draft.amountMinor, draft.description, status, resolved.nameMismatch, review, draft.scheduleId, countedOn,
      ],
    );
    return row;
  }

  private async hold(tx: EntityManager, transfer: TransferRow, sender: Sender): Promise<void> {
    const holds = await this.ledger.internalAccount(tx, 'holds');
    const entryId = await this.post(tx, 'hold', `Hold for transfer ${transfer.id}`, sender, transfer.from_account_id, holds, toMinor(transfer.amount_minor));
    await this.senderLine(tx, transfer, entryId, transfer.status);
  }

  private async awaitCode(tx: EntityManager, transfer: TransferRow, sender: Sender, warnings: string[]): Promise<EngineResult> {
    const amountMinor = toMinor(transfer.amount_minor);
    const binding = codeBinding('transfer', transfer.id, amountMinor, transfer.recipient);
    const { code } = await this.codes.issueCode(tx, sender.id, 'transfer_step_up', { kind: 'transfer', id: transfer.id, binding });
    await this.jobs.enqueue(tx, JOB_EXPIRE, new Date(Date.now() + AWAITING_CODE_EXPIRY_MS), { transferId: transfer.id });
    const mail = transferMail.stepUpCode(sender.email, sender.firstName, code, amountMinor, transfer.recipient.name);
    const bank = await this.policy.bankSettings(tx);
    const result = await this.resultFor(tx, transfer, bank, warnings);
    return { result: { ...result, codeSentTo: maskEmail(sender.email) }, mail };
  }

  /** Posts one move; the ledger's refusals become the customer's words. */
  private async post(tx: EntityManager, kind: Parameters<LedgerService['post']>[1]['kind'], memo: string, actor: { id: string | null; role: string }, from: string, to: string, amountMinor: number): Promise<string> {
    try {
      const { entryId } = await this.ledger.post(tx, { kind, memo, actor, moves: [{ from, to, amountMinor }] });
      return entryId;
    } catch (error) {
      if (!(error instanceof LedgerRefusal)) throw error;
      if (error.code === LedgerErrorCode.INSUFFICIENT_FUNDS) {
        throw new TransfersException(
          TransfersErrorCode.INSUFFICIENT_FUNDS,
          `Insufficient funds: this account has ${formatUsd(Math.max(0, error.availableMinor))} available.`,
          { availableMinor: error.availableMinor },
        );
      }
      throw new TransfersException(TransfersErrorCode.ACCOUNT_INACTIVE, error.accountId === from ? 'This account is closed and cannot send money.' : 'The recipient’s account is closed and cannot receive money.');
    }
  }

  private async senderLine(tx: EntityManager, transfer: TransferRow, entryId: string, status: TransferStatus): Promise<void> {
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

  private async recipientLine(tx: EntityManager, transfer: TransferRow, sender: Sender, entryId: string): Promise<void> {
    const [account] = await tx.query('SELECT owner_id FROM ledger_accounts WHERE id = $1', [transfer.recipient_account_id]);
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

  private async setStatus(tx: EntityManager, transfer: TransferRow, status: TransferStatus, reason: string | null = null): Promise<void> {
    const final = status === 'completed' || status === 'failed' || status === 'rejected' || status === 'cancelled';
    await sqlRows(
      tx,
      `UPDATE transfers SET status = $2, failure_reason = COALESCE($3, failure_reason), updated_at = now(),
         completed_at = CASE WHEN $4 THEN now() ELSE completed_at END WHERE id = $1`,
      [transfer.id, status, reason, final],
    );
    transfer.status = status;
    await this.activity.setTransferStatus(tx, transfer.id, status);
  }

  private async end(tx: EntityManager, transfer: TransferRow, status: 'failed' | 'rejected' | 'cancelled', reason: string): Promise<void> {
    await this.setStatus(tx, transfer, status, reason);
    await this.policy.releaseDaily(tx, transfer.user_id, transfer.counted_on, toMinor(transfer.amount_minor));
  }
}

/**
 * The simulated receiving bank of the demo and tests: account numbers ending in 0000 do not exist
 * there and come back. A real deployment replaces settle() with the clearing network's answer.
 */
function receivingBankReturns(recipient: RecipientData): boolean {
  return recipient.accountNumber.endsWith('0000');
}
