import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type {
  AdminSupportQuery,
  AdminSupportReplyRequest,
  AdminSupportRequest,
  AdminSupportThread,
  BulkCloseSupportRequest,
  CannedReply,
  SupportAssignees,
} from '@vaultline/contracts';
import { CommonErrorCode } from '@vaultline/contracts';
import {
  AdminSupportQuerySchema,
  AdminSupportReplyRequestSchema,
  BulkCloseSupportRequestSchema,
} from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { AppException } from '../../platform/http/app.exception';
import type { OperatorContent } from '../content/operator-content';
import { operatorContentOf } from '../content/operator-content-of';
import { NotificationsService } from '../notifications/notifications.service';
import type { AuthContext } from '../users/auth-context';
import { UsersService } from '../users/users.service';
import { SupportAttachments } from './support-attachments.service';
import * as texts from './support-texts';
import {
  capitalised,
  fullName,
  peopleOf,
  staffThread,
  toAdminSupportRequest,
} from './support-view';
import { requestClosed, requestNotFound } from './support.exception';
import * as queries from './support.queries';

const INBOX_MAX = 300;

/**
 * The bank-wide support inbox: every customer's requests with filters (status, category, assignee,
 * overdue against the operator's reply-time promise), conversations with replies and internal
 * notes, assignment, and closing one or many. Every action is audited.
 */
@Injectable()
export class SupportInboxService {
  private readonly content: OperatorContent;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly audit: AuditService,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly files: SupportAttachments,
  ) {
    this.content = operatorContentOf(config.contentFile);
  }

  async list(staff: AuthContext, input: AdminSupportQuery): Promise<AdminSupportRequest[]> {
    const query = AdminSupportQuerySchema.parse(input);
    const assignee = query.assignee === 'me' ? staff.user.id : query.assignee;
    const rows = await queries.findRequests(this.db, { ...query, assignee }, 'staff', INBOX_MAX);
    const people = await this.people(peopleOf(rows));
    return rows.map((row) => toAdminSupportRequest(row, people));
  }

  /** One conversation with its notes; opening it marks the customer's messages read. Errors: 404. */
  async thread(id: string): Promise<AdminSupportThread> {
    const [row] = await queries.findRequests(this.db, { id }, 'staff', 1);
    if (!row) throw requestNotFound();
    const readAt = await queries.markRead(this.db, id, 'staff');
    const current = { ...row, staff_read_at: readAt, unread: 0 };
    const messages = await queries.messagesOf(this.db, id, true);
    const people = await this.people(peopleOf([current], messages));
    const files = await this.files.byMessage(id, true);
    return {
      request: toAdminSupportRequest(current, people),
      messages: staffThread(current, messages, people, files),
    };
  }

  /**
   * A reply to the customer (told by a notice, emailed by their preference), or an internal note
   * only staff see. A reply answers the request: the first reply's time is kept against the
   * promise. Errors: SUPPORT_NOT_FOUND, SUPPORT_CLOSED (archived), SUPPORT_ATTACHMENT_NOT_FOUND.
   */
  async reply(
    staff: AuthContext,
    id: string,
    input: AdminSupportReplyRequest,
    client: ClientInfo,
  ): Promise<AdminSupportThread> {
    const { body, internal, attachmentIds } = AdminSupportReplyRequestSchema.parse(input);
    await this.db.transaction(async (tx) => {
      const row = await queries.lockRequest(tx, id);
      if (!row) throw requestNotFound();
      if (row.status === 'archived' && !internal) throw requestClosed();
      const messageId = await queries.insertMessage(tx, {
        requestId: id,
        authorId: staff.user.id,
        authorKind: 'staff',
        internal,
        body,
      });
      await this.files.place(tx, staff.user.id, attachmentIds, { requestId: id, messageId });
      if (internal) await queries.markRead(tx, id, 'staff');
      else await this.answered(tx, staff, row);
      await this.record(tx, staff, internal ? 'support.noted' : 'support.replied', id, client);
    });
    this.notifications.wake();
    return this.thread(id);
  }

  private async answered(tx: EntityManager, staff: AuthContext, row: queries.RequestRow) {
    await queries.afterMessage(tx, row.id, 'staff');
    const from = `${capitalised(staff.user.firstName)}, ${this.content.bankName}`;
    await this.notifications.notify(tx, row.user_id, texts.replyNotice(row.id, row.subject, from));
  }

  /** Assigns the request to a staff member, or to nobody. Errors: 404, VALIDATION_FAILED. */
  async assign(
    staff: AuthContext,
    id: string,
    assigneeId: string | null,
    client: ClientInfo,
  ): Promise<AdminSupportThread> {
    if (assigneeId && !(await this.users.staffIds()).includes(assigneeId))
      throw new AppException(400, CommonErrorCode.VALIDATION_FAILED, 'Choose a staff member.');
    await this.db.transaction(async (tx) => {
      const row = await queries.lockRequest(tx, id);
      if (!row) throw requestNotFound();
      await queries.setAssignee(tx, id, assigneeId);
      await this.record(tx, staff, 'support.assigned', id, client, {
        before: { assigneeId: row.assignee_id },
        after: { assigneeId },
      });
    });
    return this.thread(id);
  }

  /** Resolves or archives requests (one or many); answers how many changed. */
  async close(
    staff: AuthContext,
    input: BulkCloseSupportRequest,
    client: ClientInfo,
  ): Promise<number> {
    const { ids, status } = BulkCloseSupportRequestSchema.parse(input);
    return this.db.transaction(async (tx) => {
      const closed = await queries.closeRequests(tx, [...new Set(ids)], status);
      for (const { id, before } of closed)
        await this.record(tx, staff, `support.${status}`, id, client, {
          before: { status: before },
          after: { status },
        });
      return closed.length;
    });
  }

  /** One request resolved or archived by its own id. Errors: 404. */
  async setStatus(
    staff: AuthContext,
    id: string,
    status: 'resolved' | 'archived',
    client: ClientInfo,
  ): Promise<AdminSupportRequest> {
    await this.close(staff, { ids: [id], status }, client);
    const [row] = await queries.findRequests(this.db, { id }, 'staff', 1);
    if (!row) throw requestNotFound();
    const people = await this.people(peopleOf([row]));
    return toAdminSupportRequest(row, people);
  }

  cannedReplies(): CannedReply[] {
    return this.content.cannedReplies;
  }

  async assignees(): Promise<SupportAssignees> {
    const staff = await this.users.findByIds(await this.users.staffIds());
    return {
      staff: staff
        .map((user) => ({ id: user.id, name: fullName(user) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  }

  private record(
    tx: EntityManager,
    staff: AuthContext,
    action: string,
    id: string,
    client: ClientInfo,
    change: { before?: Record<string, unknown>; after?: Record<string, unknown> } = {},
  ) {
    return this.audit.record(tx, {
      actor: { id: staff.user.id, role: staff.user.role },
      action,
      target: { type: 'support_request', id },
      ip: client.ip,
      ...change,
    });
  }

  private async people(ids: string[]) {
    return new Map((await this.users.findByIds(ids)).map((user) => [user.id, user]));
  }
}
