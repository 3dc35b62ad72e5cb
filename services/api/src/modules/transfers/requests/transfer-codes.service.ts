import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { MessageResponse, TransferResult } from '@vaultline/contracts';
import { throttled } from '../../../platform/auth/auth.exception';
import { toMinor } from '../../../platform/database/money';
import { MailService } from '../../../platform/mail/mail.service';
import { CODE_SENDS, ThrottleService } from '../../../platform/throttle/throttle.service';
import { StepUpService } from '../../identity/step-up.service';
import type { AuthContext } from '../../users/auth-context';
import { lockTransfer, readTransfer } from '../data/transfer-records.queries';
import { transferResult } from '../lifecycle/transfer-result';
import { TransferTransitions } from '../lifecycle/transfer-transitions.service';
import { NAME_MISMATCH_WARNING } from '../recipients.service';
import { codeBinding } from '../start/code-binding';
import { transferMail } from '../transfer-mail';
import { TransferPolicyService } from '../transfer-policy.service';
import type { TransferRow } from '../transfer-row';
import {
  codeForAnother,
  notAwaitingCode,
  transferNotFound,
  TransfersException,
} from '../transfers.exception';
import { senderOf } from './transfer-requests.service';

/** A held transfer's step-up: confirmed with its code (then it moves on), or a new code sent. */
@Injectable()
export class TransferCodes {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly stepUps: StepUpService,
    private readonly transitions: TransferTransitions,
    private readonly policy: TransferPolicyService,
    private readonly throttles: ThrottleService,
    private readonly mail: MailService,
  ) {}

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
      if (checked.context.kind !== 'transfer' || checked.context.binding !== binding)
        throw codeForAnother();
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

  private async ownAwaiting(
    tx: EntityManager,
    auth: AuthContext,
    id: string,
  ): Promise<TransferRow> {
    const transfer = await lockTransfer(tx, id);
    if (!transfer || transfer.user_id !== auth.user.id) throw transferNotFound();
    if (transfer.status !== 'awaiting_code') throw notAwaitingCode(transfer.status);
    return transfer;
  }
}
