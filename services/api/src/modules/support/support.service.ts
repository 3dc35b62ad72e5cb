import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type {
  CreateSupportRequest,
  SupportReplyRequest,
  SupportRequest,
  SupportThread,
} from '@vaultline/contracts';
import { CreateSupportRequestSchema, SupportReplyRequestSchema } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import {
  SUPPORT_MESSAGES,
  SUPPORT_REQUESTS,
  ThrottleService,
} from '../../platform/throttle/throttle.service';
import type { ThrottlePolicy } from '../../platform/throttle/throttle.types';
import type { OperatorContent } from '../content/operator-content';
import { operatorContentOf } from '../content/operator-content-of';
import { NotificationsService } from '../notifications/notifications.service';
import type { AuthContext } from '../users/auth-context';
import { UsersService } from '../users/users.service';
import { SupportAttachments } from './support-attachments.service';
import * as texts from './support-texts';
import { customerThread, peopleOf, toSupportRequest } from './support-view';
import { requestClosed, requestNotFound } from './support.exception';
import * as queries from './support.queries';

const OWN_LIST_MAX = 100;

/** A customer's side of support: requests sent, their conversations, and replies. */
@Injectable()
export class SupportService {
  private readonly content: OperatorContent;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly audit: AuditService,
    private readonly throttles: ThrottleService,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly files: SupportAttachments,
  ) {
    this.content = operatorContentOf(config.contentFile);
  }

  /** Errors: AUTH_THROTTLED (more than SUPPORT_REQUESTS allows, per customer or per client address). */
  async create(
    auth: AuthContext,
    input: CreateSupportRequest,
    client: ClientInfo,
  ): Promise<SupportRequest> {
    const request = CreateSupportRequestSchema.parse(input);
    await this.throttleWrites(auth, client, 'support', SUPPORT_REQUESTS);
    const hours = this.content.supportReplyHours;
    const id = await this.db.transaction(async (tx) => {
      const created = await queries.insertRequest(tx, {
        userId: auth.user.id,
        email: request.email,
        phone: request.phone ?? null,
        category: request.category,
        subject: request.subject,
        message: request.message,
        replyDueAt: new Date(Date.now() + hours * 3_600_000),
      });
      const at = { requestId: created, messageId: null };
      await this.files.place(tx, auth.user.id, request.attachmentIds, at);
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'support.requested',
        target: { type: 'support_request', id: created },
        ip: client.ip,
      });
      await this.notifications.notify(
        tx,
        auth.user.id,
        texts.receivedNotice(created, request.subject, hours),
      );
      return created;
    });
    this.notifications.wake();
    return toSupportRequest(await this.own(auth.user.id, id));
  }

  async listOwn(userId: string): Promise<SupportRequest[]> {
    const rows = await queries.findRequests(this.db, { userId }, 'customer', OWN_LIST_MAX);
    return rows.map(toSupportRequest);
  }

  /** One of the customer's conversations; opening it marks staff's replies read. Errors: 404. */
  async thread(userId: string, id: string): Promise<SupportThread> {
    const found = await this.own(userId, id);
    const readAt = await queries.markRead(this.db, id, 'customer');
    const row = { ...found, customer_read_at: readAt, unread: 0 };
    const messages = await queries.messagesOf(this.db, id, false);
    const people = await this.people(peopleOf([row], messages));
    const files = await this.files.byMessage(id, false);
    return {
      request: toSupportRequest(row),
      messages: customerThread(row, messages, people, files, this.content.bankName),
    };
  }

  /**
   * The customer answers: a resolved request opens again; an archived one is closed for good.
   * Errors: SUPPORT_NOT_FOUND, SUPPORT_CLOSED, SUPPORT_ATTACHMENT_NOT_FOUND, AUTH_THROTTLED.
   */
  async reply(
    auth: AuthContext,
    id: string,
    input: SupportReplyRequest,
    client: ClientInfo,
  ): Promise<SupportThread> {
    const { body, attachmentIds } = SupportReplyRequestSchema.parse(input);
    await this.throttleWrites(auth, client, 'support-message', SUPPORT_MESSAGES);
    await this.db.transaction(async (tx) => {
      const row = await queries.lockRequest(tx, id);
      if (!row || row.user_id !== auth.user.id) throw requestNotFound();
      if (row.status === 'archived') throw requestClosed();
      const messageId = await queries.insertMessage(tx, {
        requestId: id,
        authorId: auth.user.id,
        authorKind: 'customer',
        internal: false,
        body,
      });
      await this.files.place(tx, auth.user.id, attachmentIds, { requestId: id, messageId });
      await queries.afterMessage(tx, id, 'customer');
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'support.customer_replied',
        target: { type: 'support_request', id },
        ip: client.ip,
      });
    });
    return this.thread(auth.user.id, id);
  }

  /** Bounds what one customer, or one client address, can write (per `kind`'s policy). */
  private async throttleWrites(
    auth: AuthContext,
    client: ClientInfo,
    kind: string,
    policy: ThrottlePolicy,
  ): Promise<void> {
    await this.throttles.enforce([
      { key: `${kind}:user:${auth.user.id}`, policy },
      { key: `${kind}:ip:${client.ip}`, policy },
    ]);
  }

  /** A file of one of the customer's conversations. Errors: SUPPORT_NOT_FOUND, 404 file. */
  async attachment(userId: string, id: string, attachmentId: string) {
    await this.own(userId, id);
    return this.files.forCustomer(id, attachmentId);
  }

  /** The customer's own request; someone else's answers exactly like an unknown one. */
  private async own(userId: string, id: string): Promise<queries.RequestRow> {
    const [row] = await queries.findRequests(this.db, { id, userId }, 'customer', 1);
    if (!row) throw requestNotFound();
    return row;
  }

  private async people(ids: string[]) {
    return new Map((await this.users.findByIds(ids)).map((user) => [user.id, user]));
  }
}
