import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AddPayeeRequest,
  AddPayeeStart,
  Payee as PayeeView,
  PayeeList,
  PayeeNameCheck,
} from '@vaultline/contracts';
import { AuthErrorCode } from '@vaultline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthException } from '../../platform/auth/auth.exception';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { MailService } from '../../platform/mail/mail.service';
import {
  RECIPIENT_CHECKS_PER_USER,
  ThrottleService,
} from '../../platform/throttle/throttle.service';
import { OneTimeCodesService } from '../identity/one-time-codes.service';
import type { AuthContext } from '../users/auth-context';
import { nameCheckOf, RecipientsService } from './recipients.service';
import { TransferContexts } from './transfer-context';
import { transferMail } from './transfer-mail';
import { TransferPolicyService } from './transfer-policy.service';
import { Payee } from './transfers.entities';
import { payeeNotFound } from './transfers.exception';

const NAME_CHECK_MESSAGES: Record<PayeeNameCheck, string> = {
  match: 'The name matches the account holder.',
  close_match:
    'The name is close to the account holder’s, but not the same. Check it before you save.',
  no_match:
    'The name does not match the account holder. If you save this payee, money may go to ' +
    'someone you did not mean to pay.',
  not_checked:
    'This account is at another bank: we cannot check the name. Check the details with the payee.',
};

/** What the code for a new payee stands for: exactly these details. */
interface PayeeCodeContext {
  kind: 'payee';
  recipient: { name: string; accountNumber: string; routingNumber: string };
  label: string | null;
  nameCheck: PayeeNameCheck;
}

function toView(row: Payee): PayeeView {
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    accountNumber: row.accountNumber,
    routingNumber: row.routingNumber,
    nameCheck: row.nameCheck,
    coolingUntil: row.coolingUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Saved payees: added from the payees page with the emailed code (once) after a name check, or
 * remembered after a transfer the customer confirmed. A payment to a payee below the step-up
 * threshold needs no code; a payee added from the page is new for the bank's cooling-off hours,
 * during which each payment to it is limited.
 */
@Injectable()
export class PayeesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly contexts: TransferContexts,
    private readonly recipients: RecipientsService,
    private readonly codes: OneTimeCodesService,
    private readonly throttles: ThrottleService,
    private readonly policy: TransferPolicyService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  async list(userId: string): Promise<PayeeList> {
    const [rows, bank] = await Promise.all([
      this.db.getRepository(Payee).find({ where: { userId }, order: { createdAt: 'DESC' } }),
      this.policy.bankSettings(),
    ]);
    return {
      payees: rows.map(toView),
      newPayeeLimitMinor: bank.newPayeeLimitMinor,
      newPayeeCoolingHours: bank.newPayeeCoolingHours,
    };
  }

  /**
   * Checks the details (and the name, for a Vaultline account) and emails a code that saves them.
   * Errors: AUTH_THROTTLED, AUTH_CODE_LOCKED, the recipient errors.
   */
  async start(auth: AuthContext, request: AddPayeeRequest): Promise<AddPayeeStart> {
    await this.throttles.enforce([
      { key: `recipient-check:user:${auth.user.id}`, policy: RECIPIENT_CHECKS_PER_USER },
    ]);
    const found = await this.contexts.load({
      userId: auth.user.id,
      fromAccountId: null,
      recipient: request,
    });
    const resolved = this.recipients.resolve(found, request, null);
    const nameCheck =
      resolved.kind === 'internal' ? nameCheckOf(request.name, resolved.holderName) : 'not_checked';
    const context: PayeeCodeContext = {
      kind: 'payee',
      recipient: {
        name: request.name,
        accountNumber: request.accountNumber,
        routingNumber: request.routingNumber,
      },
      label: request.label ?? null,
      nameCheck,
    };
    const { code } = await this.db.transaction((tx) =>
      this.codes.issueCode(tx, auth.user.id, 'payee_add', { ...context }),
    );
    await this.mail.send(
      transferMail.payeeCode(auth.user.email, auth.user.firstName, code, request.name),
    );
    return {
      nameCheck,
      suggestedName:
        nameCheck === 'close_match' && resolved.kind === 'internal' ? resolved.holderName : null,
      message: NAME_CHECK_MESSAGES[nameCheck],
    };
  }

  /** Saves the payee the code was sent for. Errors: the code errors. */
  async confirm(auth: AuthContext, code: string, client: ClientInfo): Promise<PayeeView> {
    const checked = await this.codes.check({ userId: auth.user.id }, 'payee_add', code);
    const context = checked.context as unknown as PayeeCodeContext;
    if (context.kind !== 'payee')
      throw new AuthException(AuthErrorCode.CODE_INVALID, 'This code is not for a payee.');
    const bank = await this.policy.bankSettings();
    return this.db.transaction(async (tx) => {
      await this.codes.consume(tx, checked, 'payee_add');
      const coolingUntil = new Date(Date.now() + bank.newPayeeCoolingHours * 3_600_000);
      const row = await this.save(tx, auth.user.id, context, coolingUntil);
      await this.record(tx, auth, client, 'payee.added', row, { nameCheck: context.nameCheck });
      return toView(row);
    });
  }

  /** A payee already remembered from a transfer keeps its trust (no cooling-off); it gains the label and the check. */
  private async save(
    tx: EntityManager,
    userId: string,
    context: PayeeCodeContext,
    coolingUntil: Date,
  ): Promise<Payee> {
    const { recipient } = context;
    await tx
      .createQueryBuilder()
      .insert()
      .into(Payee)
      .values({
        userId,
        ...recipient,
        label: context.label,
        nameCheck: context.nameCheck,
        coolingUntil,
      })
      .orUpdate(['name', 'label', 'name_check'], ['user_id', 'routing_number', 'account_number'])
      .execute();
    return tx.getRepository(Payee).findOneByOrFail({
      userId,
      routingNumber: recipient.routingNumber,
      accountNumber: recipient.accountNumber,
    });
  }

  /** Errors: TRANSFERS_PAYEE_NOT_FOUND (another customer's payee answers the same). */
  async rename(auth: AuthContext, id: string, label: string | null, client: ClientInfo) {
    return this.db.transaction(async (tx) => {
      const row = await this.own(tx, auth.user.id, id);
      await tx.getRepository(Payee).update({ id: row.id }, { label });
      await this.record(tx, auth, client, 'payee.renamed', row, { from: row.label, to: label });
      return toView({ ...row, label });
    });
  }

  /** The next transfer to a removed payee needs a code again. Errors: TRANSFERS_PAYEE_NOT_FOUND. */
  async remove(auth: AuthContext, id: string, client: ClientInfo): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.own(tx, auth.user.id, id);
      await tx.getRepository(Payee).delete({ id: row.id });
      await this.record(tx, auth, client, 'payee.removed', row, {});
    });
  }

  private async own(tx: EntityManager, userId: string, id: string): Promise<Payee> {
    const row = await tx.getRepository(Payee).findOneBy({ id, userId });
    if (!row) throw payeeNotFound();
    return row;
  }

  private record(
    tx: EntityManager,
    auth: AuthContext,
    client: ClientInfo,
    action: string,
    payee: Payee,
    details: object,
  ) {
    return this.audit.record(tx, {
      actor: { id: auth.user.id, role: auth.user.role },
      action,
      target: { type: 'payee', id: payee.id },
      ip: client.ip,
      details: { ...details, accountLast4: payee.accountNumber.slice(-4) },
    });
  }
}
