import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type {
  AddBillerStart,
  CustomerBiller,
  CustomerBillerList,
  MessageResponse,
} from '@vaultline/contracts';
import { AuthErrorCode, referenceFits } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthException } from '../../platform/auth/auth.exception';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { MailService } from '../../platform/mail/mail.service';
import { StepUpService } from '../identity/step-up.service';
import { CustomerVerification } from '../kyc/customer-verification.service';
import { assertNoEmailChangeHold } from '../transfers/email-change-hold';
import type { AuthContext } from '../users/auth-context';
import { cancelWaitingForBiller } from './bill-payments.queries';
import { toBillerView } from './biller-view';
import type { BillerCodeContext } from './biller-view';
import { BillersDirectory } from './billers-directory.service';
import { billerCodeMail } from './billpay-texts';
import * as refusals from './billpay.exception';
import {
  hasCustomerBiller,
  insertCustomerBiller,
  listCustomerBillers,
  removeCustomerBiller,
} from './customer-billers.queries';

/** A checked request to add a biller (the reference normalised by the contract). */
export interface BillerAddition {
  billerId: string;
  reference: string;
  nickname?: string | null;
}

/**
 * Adding a biller: the directory's biller and the customer's reference at it (checked against the
 * biller's format), then a step-up code (the customer's second factor), once per biller and
 * reference; payments to it need no further code.
 */
@Injectable()
export class BillerAdditions {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CustomerVerification) private readonly verification: CustomerVerification,
    private readonly directory: BillersDirectory,
    private readonly stepUps: StepUpService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  async list(userId: string): Promise<CustomerBillerList> {
    return { billers: (await listCustomerBillers(this.db, userId)).map(toBillerView) };
  }

  /**
   * Step 1: checks who may add (identity verified, no email-change hold), the biller and the
   * reference, and opens the step-up. Errors: KYC_NOT_VERIFIED, TRANSFERS_EMAIL_CHANGE_HOLD,
   * BILLPAY_BILLER_NOT_FOUND, BILLPAY_REFERENCE_INVALID, BILLPAY_BILLER_ALREADY_ADDED, AUTH_CODE_LOCKED.
   */
  async start(auth: AuthContext, request: BillerAddition): Promise<AddBillerStart> {
    await this.verification.assertVerified(auth.user.id);
    assertNoEmailChangeHold(auth.user, 'adding billers waits');
    const biller = this.directory.find(request.billerId);
    if (!biller) throw refusals.billerNotFound();
    if (!referenceFits(biller, request.reference))
      throw refusals.referenceInvalid(biller.referenceLabel, biller.referenceHint);
    if (await hasCustomerBiller(this.db, auth.user.id, biller.id, request.reference))
      throw refusals.billerAlreadyAdded();
    const context: BillerCodeContext = {
      kind: 'biller_add',
      billerId: biller.id,
      reference: request.reference,
      nickname: request.nickname ?? null,
    };
    const opened = await this.db.transaction((tx) =>
      this.stepUps.open(tx, auth.user.id, 'biller_add', { ...context }),
    );
    const last4 = request.reference.slice(-4);
    if (opened.code)
      await this.mail.send(
        billerCodeMail(auth.user.email, auth.user.firstName, opened.code, biller.name, last4),
      );
    return {
      method: opened.method,
      message:
        opened.method === 'email'
          ? 'We emailed you a code: enter it to add this biller.'
          : 'Enter the code from your authenticator app to add this biller.',
    };
  }

  /**
   * Step 2: the code adds exactly the biller and reference it was opened for. Errors: the code
   * errors, KYC_NOT_VERIFIED, BILLPAY_BILLER_NOT_FOUND (gone from the directory since),
   * BILLPAY_BILLER_ALREADY_ADDED.
   */
  async confirm(auth: AuthContext, code: string, client: ClientInfo): Promise<CustomerBiller> {
    await this.verification.assertVerified(auth.user.id);
    assertNoEmailChangeHold(auth.user, 'adding billers waits');
    const proof = await this.stepUps.check(auth.user.id, 'biller_add', code);
    const context = proof.challenge.context as unknown as BillerCodeContext;
    if (context.kind !== 'biller_add')
      throw new AuthException(AuthErrorCode.CODE_INVALID, 'This code is not for adding a biller.');
    const biller = this.directory.find(context.billerId);
    if (!biller) throw refusals.billerNotFound();
    return this.db.transaction(async (tx) => {
      await this.stepUps.spend(tx, proof, 'biller_add');
      const row = await insertCustomerBiller(tx, {
        userId: auth.user.id,
        billerId: biller.id,
        billerName: biller.name,
        category: biller.category,
        routingNumber: biller.routingNumber,
        accountNumber: biller.accountNumber,
        reference: context.reference,
        nickname: context.nickname,
      });
      if (!row) throw refusals.billerAlreadyAdded();
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'biller.added',
        target: { type: 'customer_biller', id: row.id },
        ip: client.ip,
        details: { billerId: biller.id, referenceLast4: context.reference.slice(-4) },
      });
      return toBillerView(row);
    });
  }

  /**
   * Removes a biller (no code: it can only stop money going out); its scheduled payments and
   * monthly plans are canceled with it, and adding it again needs a code. Audited.
   * Errors: BILLPAY_PAYEE_NOT_FOUND.
   */
  remove(auth: AuthContext, id: string, client: ClientInfo): Promise<MessageResponse> {
    return this.db.transaction(async (tx) => {
      const row = await removeCustomerBiller(tx, auth.user.id, id);
      if (!row) throw refusals.payeeNotFound();
      const canceled = await cancelWaitingForBiller(tx, row.id);
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'biller.removed',
        target: { type: 'customer_biller', id: row.id },
        ip: client.ip,
        details: { billerId: row.biller_id, referenceLast4: row.reference.slice(-4), canceled },
      });
      const what =
        canceled === 0
          ? ''
          : ` ${canceled} scheduled ${canceled === 1 ? 'payment was' : 'payments were'} canceled.`;
      return { message: `${row.biller_name} was removed.${what}` };
    });
  }
}
