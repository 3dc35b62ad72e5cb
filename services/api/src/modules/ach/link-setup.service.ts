import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { LinkAccountRequest, LinkAccountStart, LinkedAccount } from '@vaultline/contracts';
import { AuthErrorCode } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthException } from '../../platform/auth/auth.exception';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { MailService } from '../../platform/mail/mail.service';
import { StepUpService } from '../identity/step-up.service';
import { assertNoEmailChangeHold } from '../transfers/email-change-hold';
import type { AuthContext } from '../users/auth-context';
import { AchLifecycle } from './ach-lifecycle.service';
import { linkCodeMail } from './ach-texts';
import { linkAlreadyActive } from './ach.exception';
import { CUSTOMER_VERIFICATION } from './customer-verification.port';
import type { CustomerVerificationPort } from './customer-verification.port';
import { recordLinkAction, toLinkView } from './link-view';
import type { LinkCodeContext } from './link-view';
import { insertLink, listLinks } from './linked-accounts.queries';
import type { LinkedAccountRow } from './linked-accounts.queries';

/**
 * Linking an account at another bank: the details and a step-up code (the customer's second
 * factor), then two micro-deposits of random cents and one withdrawal of both go out in the next
 * ACH file. The customer reads the two amounts on the other bank's side (LinkVerification).
 */
@Injectable()
export class LinkSetup {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CUSTOMER_VERIFICATION) private readonly verification: CustomerVerificationPort,
    private readonly stepUps: StepUpService,
    private readonly lifecycle: AchLifecycle,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Step 1: checks who may link (identity verified, no email-change hold), that the account is not
   * linked already, and opens the step-up. Errors: KYC_NOT_VERIFIED, TRANSFERS_EMAIL_CHANGE_HOLD,
   * ACH_LINK_ALREADY_ACTIVE.
   */
  async start(auth: AuthContext, request: LinkAccountRequest): Promise<LinkAccountStart> {
    await this.verification.assertVerified(auth.user.id);
    assertNoEmailChangeHold(auth.user, 'linking accounts at other banks waits');
    const live = await listLinks(this.db, auth.user.id);
    if (live.some((link) => isSameLiveAccount(link, request))) throw linkAlreadyActive();
    const context: LinkCodeContext = { kind: 'external_link', ...request };
    const opened = await this.db.transaction((tx) =>
      this.stepUps.open(tx, auth.user.id, 'external_link', { ...context }),
    );
    const last4 = request.accountNumber.slice(-4);
    if (opened.code)
      await this.mail.send(linkCodeMail(auth.user.email, auth.user.firstName, opened.code, last4));
    return {
      method: opened.method,
      message:
        opened.method === 'email'
          ? 'We emailed you a code: enter it to link this account.'
          : 'Enter the code from your authenticator app to link this account.',
    };
  }

  /**
   * Step 2: the code links exactly the account it was opened for and sends the micro-deposits.
   * Errors: the code errors, KYC_NOT_VERIFIED, ACH_LINK_ALREADY_ACTIVE.
   */
  async confirm(auth: AuthContext, code: string, client: ClientInfo): Promise<LinkedAccount> {
    await this.verification.assertVerified(auth.user.id);
    assertNoEmailChangeHold(auth.user, 'linking accounts at other banks waits');
    const proof = await this.stepUps.check(auth.user.id, 'external_link', code);
    const context = proof.challenge.context as unknown as LinkCodeContext;
    if (context.kind !== 'external_link')
      throw new AuthException(
        AuthErrorCode.CODE_INVALID,
        'This code is not for linking an account.',
      );
    const view = await this.db.transaction(async (tx) => {
      await this.stepUps.spend(tx, proof, 'external_link');
      const link = await insertLink(tx, { userId: auth.user.id, ...context });
      if (!link) throw linkAlreadyActive();
      const arriveAt = await this.lifecycle.sendMicroDeposits(tx, link);
      await recordLinkAction(this.audit, tx, {
        auth,
        client,
        action: 'external_account.linked',
        link,
      });
      return toLinkView({ ...link, micro_arrive_at: arriveAt });
    });
    this.lifecycle.wake();
    return view;
  }
}

function isSameLiveAccount(link: LinkedAccountRow, request: LinkAccountRequest): boolean {
  return (
    link.routing_number === request.routingNumber &&
    link.account_number === request.accountNumber &&
    (link.status === 'awaiting_micro_deposits' || link.status === 'verified')
  );
}
