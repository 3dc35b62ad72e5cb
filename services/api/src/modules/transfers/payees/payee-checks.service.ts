import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AddPayeeRequest, AddPayeeStart } from '@vaultline/contracts';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { MailService } from '../../../platform/mail/mail.service';
import { StepUpService } from '../../identity/step-up.service';
import type { AuthContext } from '../../users/auth-context';
import { assertNoEmailChangeHold } from '../email-change-hold';
import { initialsOf, RecipientsService } from '../recipients.service';
import { transferMail } from '../transfer-mail';
import { NAME_CHECK_MESSAGES, nameCheckFor } from './payee-view';
import type { PayeeCodeContext } from './payee-view';

/** Step 1 of adding a payee: the details checked (the name, for a Vaultline account) and a step-up opened. */
@Injectable()
export class PayeeChecks {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly recipients: RecipientsService,
    private readonly stepUps: StepUpService,
    private readonly mail: MailService,
  ) {}

  /**
   * Checks the details and opens a step-up that saves them. A Vaultline number nobody can receive
   * at is answered like a name that does not match; a close match shows the holder's initials only.
   * Errors: AUTH_THROTTLED, AUTH_CODE_LOCKED, TRANSFERS_EMAIL_CHANGE_HOLD, the recipient errors.
   */
  async start(
    auth: AuthContext,
    request: AddPayeeRequest,
    client: ClientInfo,
  ): Promise<AddPayeeStart> {
    assertNoEmailChangeHold(auth.user, 'new payees wait');
    await this.recipients.countLookup(auth.user.id, client.ip);
    const resolved = await this.recipients.resolveForPayee(auth.user.id, request);
    const nameCheck = nameCheckFor(resolved, request.name);
    const { name, accountNumber, routingNumber } = request;
    const context: PayeeCodeContext = {
      kind: 'payee',
      recipient: { name, accountNumber, routingNumber },
      label: request.label ?? null,
      nameCheck,
    };
    const opened = await this.db.transaction((tx) =>
      this.stepUps.open(tx, auth.user.id, 'payee_add', { ...context }),
    );
    if (opened.code)
      await this.mail.send(
        transferMail.payeeCode(auth.user.email, auth.user.firstName, opened.code, request.name),
      );
    return {
      nameCheck,
      suggestedName:
        nameCheck === 'close_match' && resolved.kind === 'internal' && resolved.holderName
          ? initialsOf(resolved.holderName)
          : null,
      message: NAME_CHECK_MESSAGES[nameCheck],
      method: opened.method,
    };
  }
}
