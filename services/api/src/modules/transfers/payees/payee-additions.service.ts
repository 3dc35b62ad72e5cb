import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { Payee as PayeeView } from '@vaultline/contracts';
import { AuthErrorCode } from '@vaultline/contracts';
import { AuditService } from '../../../platform/audit/audit.service';
import { AuthException } from '../../../platform/auth/auth.exception';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { StepUpService } from '../../identity/step-up.service';
import type { AuthContext } from '../../users/auth-context';
import { assertNoEmailChangeHold } from '../email-change-hold';
import { RecipientWindows } from '../recipient-windows.service';
import { RecipientsService } from '../recipients.service';
import { TransferPolicyService } from '../transfer-policy.service';
import { Payee } from '../transfers.entities';
import { recordPayeeAction, toView } from './payee-view';
import type { PayeeCodeContext } from './payee-view';

/** Step 2 of adding a payee: the step-up's code saves exactly the details it was opened for. */
@Injectable()
export class PayeeAdditions {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly recipients: RecipientsService,
    private readonly windows: RecipientWindows,
    private readonly stepUps: StepUpService,
    private readonly policy: TransferPolicyService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Saves the payee the step-up was opened for; a Vaultline number nobody can receive at is refused
   * now (after the code, never before). Errors: the code errors, TRANSFERS_EMAIL_CHANGE_HOLD,
   * TRANSFERS_RECIPIENT_NOT_FOUND, TRANSFERS_RECIPIENT_INACTIVE.
   */
  async confirm(auth: AuthContext, code: string, client: ClientInfo): Promise<PayeeView> {
    assertNoEmailChangeHold(auth.user, 'new payees wait');
    const proof = await this.stepUps.check(auth.user.id, 'payee_add', code);
    const context = proof.challenge.context as unknown as PayeeCodeContext;
    if (context.kind !== 'payee')
      throw new AuthException(AuthErrorCode.CODE_INVALID, 'This code is not for a payee.');
    const resolved = await this.recipients.resolveForPayee(auth.user.id, context.recipient);
    if ('refusal' in resolved) throw resolved.refusal;
    const bank = await this.policy.bankSettings();
    return this.db.transaction(async (tx) => {
      await this.stepUps.spend(tx, proof, 'payee_add');
      const payee = await this.save(tx, auth.user.id, context);
      await this.windows.open(tx, auth.user.id, context.recipient, bank);
      const details = { nameCheck: context.nameCheck };
      await recordPayeeAction(this.audit, tx, {
        auth,
        client,
        action: 'payee.added',
        payee,
        details,
      });
      const windows = await this.windows.openFor(auth.user.id, bank, tx);
      return toView(payee, RecipientWindows.of(windows, payee));
    });
  }

  /** A payee already remembered from a transfer gains the label and the check. */
  private async save(tx: EntityManager, userId: string, context: PayeeCodeContext): Promise<Payee> {
    const { recipient } = context;
    await tx
      .createQueryBuilder()
      .insert()
      .into(Payee)
      .values({ userId, ...recipient, label: context.label, nameCheck: context.nameCheck })
      .orUpdate(['name', 'label', 'name_check'], ['user_id', 'routing_number', 'account_number'])
      .execute();
    return tx.getRepository(Payee).findOneByOrFail({
      userId,
      routingNumber: recipient.routingNumber,
      accountNumber: recipient.accountNumber,
    });
  }
}
