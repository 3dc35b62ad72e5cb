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
import { StepUpService } from '../identity/step-up.service';
import type { AuthContext } from '../users/auth-context';
import { assertNoEmailChangeHold } from './email-change-hold';
import { type OpenWindow, RecipientWindows } from './recipient-windows.service';
import {
  initialsOf,
  nameCheckOf,
  RecipientsService,
  type ResolvedRecipient,
} from './recipients.service';
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
    'We could not match this name to the account number. If you save this payee, money may go ' +
    'to someone you did not mean to pay, or come back.',
  not_checked:
    'This account is at another bank: we cannot check the name. Check the details with the payee.',
};

/** The name check of a payee: a number nobody can receive at is answered like a name that does not match. */
function nameCheckFor(resolved: ResolvedRecipient, typed: string): PayeeNameCheck {
  if (resolved.kind === 'external') return 'not_checked';
  return resolved.holderName ? nameCheckOf(typed, resolved.holderName) : 'no_match';
}

/** What the code for a new payee stands for: exactly these details. */
interface PayeeCodeContext {
  kind: 'payee';
  recipient: { name: string; accountNumber: string; routingNumber: string };
  label: string | null;
  nameCheck: PayeeNameCheck;
}

function toView(row: Payee, window: OpenWindow | null): PayeeView {
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    accountNumber: row.accountNumber,
    routingNumber: row.routingNumber,
    nameCheck: row.nameCheck,
    coolingUntil: window?.endsAt.toISOString() ?? null,
    newPayeeRemainingMinor: window?.remainingMinor ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Saved payees: added from the payees page with a step-up (the emailed code, or the app's) after a
 * name check, or remembered after a transfer the customer confirmed. A payment to a payee below the
 * step-up threshold needs no code. However a payee became known, its first window limits what is
 * sent to it in total (RecipientWindows), and deleting it does not restart that window.
 */
@Injectable()
export class PayeesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly contexts: TransferContexts,
    private readonly recipients: RecipientsService,
    private readonly windows: RecipientWindows,
    private readonly stepUps: StepUpService,
    private readonly policy: TransferPolicyService,
    private readonly mail: MailService,
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

  /**
   * Checks the details (and the name, for a Vaultline account) and opens a step-up that saves them.
   * A Vaultline number nobody can receive at is answered like a name that does not match; a close
   * match shows the holder's initials only.
   * Errors: AUTH_THROTTLED, AUTH_CODE_LOCKED, TRANSFERS_EMAIL_CHANGE_HOLD, the recipient errors.
   */
  async start(
    auth: AuthContext,
    request: AddPayeeRequest,
    client: ClientInfo,
  ): Promise<AddPayeeStart> {
    assertNoEmailChangeHold(auth.user, 'new payees wait');
    await this.recipients.countLookup(auth.user.id, client.ip);
    const found = await this.contexts.load({
      userId: auth.user.id,
      fromAccountId: null,
      recipient: request,
    });
    const resolved = this.recipients.resolve({ ...found, known: false }, request, null);
    const nameCheck = nameCheckFor(resolved, request.name);
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
    const found = await this.contexts.load({
      userId: auth.user.id,
      fromAccountId: null,
      recipient: context.recipient,
    });
    const resolved = this.recipients.resolve({ ...found, known: false }, context.recipient, null);
    if ('refusal' in resolved) throw resolved.refusal;
    const bank = await this.policy.bankSettings();
    return this.db.transaction(async (tx) => {
      await this.stepUps.spend(tx, proof, 'payee_add');
      const row = await this.save(tx, auth.user.id, context);
      await this.windows.open(tx, auth.user.id, context.recipient, bank);
      await this.record(tx, auth, client, 'payee.added', row, { nameCheck: context.nameCheck });
      const windows = await this.windows.openFor(auth.user.id, bank, tx);
      return toView(row, RecipientWindows.of(windows, row));
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

  /** Errors: TRANSFERS_PAYEE_NOT_FOUND (another customer's payee answers the same). */
  async rename(auth: AuthContext, id: string, label: string | null, client: ClientInfo) {
    const bank = await this.policy.bankSettings();
    return this.db.transaction(async (tx) => {
      const row = await this.own(tx, auth.user.id, id);
      await tx.getRepository(Payee).update({ id: row.id }, { label });
      await this.record(tx, auth, client, 'payee.renamed', row, { from: row.label, to: label });
      const windows = await this.windows.openFor(auth.user.id, bank, tx);
      return toView({ ...row, label }, RecipientWindows.of(windows, row));
    });
  }

  /**
   * The next transfer to a removed payee needs a code again; its first window stays as it was.
   * Errors: TRANSFERS_PAYEE_NOT_FOUND.
   */
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
