import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { Payee as PayeeView, PayeeList } from '@vaultline/contracts';
import { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import type { AuthContext } from '../../users/auth-context';
import { RecipientWindows } from '../recipient-windows.service';
import { TransferPolicyService } from '../transfer-policy.service';
import { Payee } from '../transfers.entities';
import { payeeNotFound } from '../transfers.exception';
import { recordPayeeAction, toView } from './payee-view';

/**
 * Saved payees: added from the payees page with a step-up (PayeeChecks, then PayeeAdditions), or
 * remembered after a transfer the customer confirmed. A payment to a payee below the step-up
 * threshold needs no code. However a payee became known, its first window limits what is sent to
 * it in total (RecipientWindows), and deleting it does not restart that window.
 */
@Injectable()
export class PayeesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly windows: RecipientWindows,
    private readonly policy: TransferPolicyService,
    private readonly audit: AuditService,
  ) {}

  async list(userId: string): Promise<PayeeList> {
    const bank = await this.policy.bankSettings();
    const [rows, windows] = await Promise.all([
      this.db.getRepository(Payee).find({ where: { userId }, order: { createdAt: 'DESC' } }),
      this.windows.openFor(userId, bank),
    ]);
    return {
      payees: rows.map((row) => toView(row, RecipientWindows.of(windows, row))),
      newPayeeLimitMinor: bank.newPayeeLimitMinor,
      newPayeeCoolingHours: bank.newPayeeCoolingHours,
    };
  }

  /** Errors: TRANSFERS_PAYEE_NOT_FOUND (another customer's payee answers the same). */
  async rename(
    auth: AuthContext,
    id: string,
    label: string | null,
    client: ClientInfo,
  ): Promise<PayeeView> {
    const bank = await this.policy.bankSettings();
    return this.db.transaction(async (tx) => {
      const payee = await this.own(tx, auth.user.id, id);
      await tx.getRepository(Payee).update({ id: payee.id }, { label });
      const details = { from: payee.label, to: label };
      await recordPayeeAction(this.audit, tx, {
        auth,
        client,
        action: 'payee.renamed',
        payee,
        details,
      });
      const windows = await this.windows.openFor(auth.user.id, bank, tx);
      return toView({ ...payee, label }, RecipientWindows.of(windows, payee));
    });
  }

  /**
   * The next transfer to a removed payee needs a code again; its first window stays as it was.
   * Errors: TRANSFERS_PAYEE_NOT_FOUND.
   */
  async remove(auth: AuthContext, id: string, client: ClientInfo): Promise<void> {
    await this.db.transaction(async (tx) => {
      const payee = await this.own(tx, auth.user.id, id);
      await tx.getRepository(Payee).delete({ id: payee.id });
      const change = { auth, client, action: 'payee.removed', payee, details: {} };
      await recordPayeeAction(this.audit, tx, change);
    });
  }

  private async own(tx: EntityManager, userId: string, id: string): Promise<Payee> {
    const row = await tx.getRepository(Payee).findOneBy({ id, userId });
    if (!row) throw payeeNotFound();
    return row;
  }
}
