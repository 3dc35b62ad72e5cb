import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { MailMessage } from '../../../platform/mail/mail.service';
import { OneTimeCodesService } from '../../identity/one-time-codes.service';
import { StepUpService } from '../../identity/step-up.service';
import { LedgerService } from '../../ledger/ledger.service';
import { recipientLine, senderLine, startEffects } from '../lifecycle/transfer-effects';
import type { TransferEffects, TransferLine } from '../lifecycle/transfer-effects';
import { followUpJob } from '../lifecycle/transfer-jobs';
import { RecipientWindows } from '../recipient-windows.service';
import { transferMail } from '../transfer-mail';
import { today } from '../transfer-policy.service';
import type { BankSettings } from '../transfer-policy.service';
import type { StartIdempotency, TransferDraft } from '../transfer.types';
import { codeBinding } from './code-binding';
import { startAnswer } from './start-answer';
import type { StartParams } from './start-write';
import type { StartDecision } from './start.types';

/**
 * Everything transfer_start_many writes for one decided transfer, from the start's effects
 * (transfer-effects): where the money goes, the statement lines, the follow-up job, the payee memory,
 * the step-up code; plus the answer to store and the code's mail to send after the commit.
 */
@Injectable()
export class StartPlanner {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ledger: LedgerService,
    private readonly codes: OneTimeCodesService,
    private readonly stepUps: StepUpService,
    private readonly windows: RecipientWindows,
  ) {}

  async plan(
    db: EntityManager,
    draft: TransferDraft,
    decision: StartDecision,
    bank: BankSettings,
    idem: StartIdempotency | null,
  ): Promise<{ params: StartParams; mail: MailMessage | null }> {
    const transferId = randomUUID();
    const createdAt = new Date().toISOString();
    const { resolved, status } = decision;
    const effects = startEffects(status, resolved.kind, decision.found.known);
    const recipientAccountId = resolved.kind === 'internal' ? resolved.accountId : null;
    const code = status === 'awaiting_code' ? await this.stepUpCode(db, draft, transferId) : null;
    const job = followUpJob(effects, transferId, this.config.settlementDelayMs);
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
      ...(await this.moveOf(db, effects, recipientAccountId)),
      memo: `Transfer ${transferId}`,
      actorRole: draft.sender.role,
      lines: startLines(draft, decision, effects),
      rememberPayee: effects.remembersPayee,
      job: job && { ...job, runAt: job.runAt.toISOString() },
      code: code?.row ?? null,
      response: startAnswer(draft, decision, { transferId, createdAt, bank }, code?.method),
      window: this.windows.ruleFor(
        bank,
        resolved.kind === 'internal' && resolved.ownerId === draft.sender.id,
      ),
    };
    return { params, mail: code?.mail ?? null };
  }

  /** Where the start's move takes the money, and the kind of its journal entry. */
  private async moveOf(
    db: EntityManager,
    effects: TransferEffects,
    recipientAccountId: string | null,
  ): Promise<Pick<StartParams, 'moveTo' | 'entryKind'>> {
    const move = effects.move;
    if (move?.entryKind === 'hold' || move?.entryKind === 'clearing') {
      const place = move.to === 'holds' ? 'holds' : 'outbound_clearing';
      return { moveTo: await this.ledger.internalAccount(db, place), entryKind: move.entryKind };
    }
    if (move?.entryKind === 'transfer' && recipientAccountId)
      return { moveTo: recipientAccountId, entryKind: move.entryKind };
    throw new Error(`A new transfer cannot start with the move ${JSON.stringify(move)}.`);
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
    const mail =
      method === 'email'
        ? transferMail.stepUpCode(
            draft.sender.email,
            draft.sender.firstName,
            prepared.code,
            draft.amountMinor,
            draft.recipient.name,
          )
        : null;
    return { row: prepared.row, method, mail };
  }
}

/** The statement lines a new transfer writes: the sender's, and the recipient's when it lands at once. */
function startLines(
  draft: TransferDraft,
  decision: StartDecision,
  effects: TransferEffects,
): TransferLine[] {
  const { resolved, status } = decision;
  const sent = senderLine(
    {
      fromAccountId: draft.fromAccountId,
      userId: draft.sender.id,
      amountMinor: draft.amountMinor,
      recipientName: draft.recipient.name,
    },
    status,
  );
  if (!effects.recipientLine || resolved.kind !== 'internal' || resolved.accountId === null)
    return [sent];
  const landed = recipientLine(
    { accountId: resolved.accountId, ownerId: resolved.ownerId },
    draft.sender,
    draft.amountMinor,
  );
  return [sent, landed];
}
