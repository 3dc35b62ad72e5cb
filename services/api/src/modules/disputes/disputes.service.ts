import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type {
  AnswerDisputeRequest,
  Dispute,
  DisputeAttachment,
  DisputeList,
} from '@vaultline/contracts';
import {
  DISPUTE_ATTACHMENT_MAX_BYTES,
  DISPUTE_TWO_APPROVERS_ABOVE_MINOR,
  FileDisputeRequestSchema,
} from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { checkAttachment } from '../../platform/files/attachment';
import { CardControls } from '../cards/card-controls.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { AuthContext } from '../users/auth-context';
import { disputeClock } from './dispute-clock';
import { DisputeLifecycle } from './dispute-lifecycle.service';
import type { DisputedPayment } from './dispute-subjects';
import { DisputeSubjects } from './dispute-subjects';
import * as texts from './dispute-texts';
import { toDisputeView } from './dispute-view';
import * as refusals from './disputes.exception';
import {
  eventsOf,
  findAttachment,
  findDispute,
  insertAttachment,
  insertDispute,
  userDisputes,
} from './disputes.queries';
import type { DisputeRow } from './disputes.queries';

type FiledRequest = ReturnType<typeof FileDisputeRequestSchema.parse>;

/**
 * A customer's disputes: filing one (acknowledged at once, on Regulation E's clock), the list, an
 * answer to the bank's question, withdrawing; evidence files. One live dispute per payment.
 */
@Injectable()
export class Disputes {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly subjects: DisputeSubjects,
    private readonly lifecycle: DisputeLifecycle,
    private readonly cardControls: CardControls,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  async list(userId: string): Promise<DisputeList> {
    return { disputes: await this.views(this.db.manager, await userDisputes(this.db, userId)) };
  }

  async get(userId: string, id: string): Promise<Dispute> {
    const row = await findDispute(this.db, id);
    if (!row || row.user_id !== userId) throw refusals.disputeNotFound();
    return (await this.views(this.db.manager, [row]))[0]!;
  }

  async views(tx: EntityManager, rows: DisputeRow[]): Promise<Dispute[]> {
    const events = await eventsOf(
      tx,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      toDisputeView(
        row,
        events.filter((e) => e.dispute_id === row.id),
      ),
    );
  }

  /** Keeps an evidence file as sent (sniffed: JPEG, PNG or PDF; 5 MB at most). */
  async upload(auth: AuthContext, bytes: Buffer): Promise<DisputeAttachment> {
    const file = checkAttachment(bytes, DISPUTE_ATTACHMENT_MAX_BYTES);
    if (!file.ok)
      throw file.problem === 'too_large'
        ? refusals.attachmentTooLarge()
        : refusals.attachmentType();
    const { mediaType, sha256 } = file;
    const row = await insertAttachment(this.db, {
      user_id: auth.user.id,
      media_type: mediaType,
      bytes,
      sha256,
    });
    return { id: row.id, mediaType, bytes: bytes.length, sha256 };
  }

  /**
   * Files a dispute: acknowledged at once, its clock set, the card frozen or replaced if asked.
   * Errors: DISPUTE_SUBJECT_NOT_FOUND, DISPUTE_NOT_DISPUTABLE, DISPUTE_ALREADY_DISPUTED,
   * DISPUTE_ATTACHMENT_NOT_FOUND.
   */
  async file(auth: AuthContext, request: FiledRequest, client: ClientInfo): Promise<Dispute> {
    const row = await this.db.transaction(async (tx) => {
      await this.ownAttachment(tx, auth.user.id, request.attachmentId ?? null);
      const payment = await this.subjects.find(tx, auth, request.subjectKind, request.subjectId);
      const dispute = await this.insert(tx, auth.user.id, request, payment);
      const event = texts.filedEvent(dispute.reason, dispute.provisional_due, dispute.resolve_by);
      const notice = texts.filedNotice(
        dispute.id,
        dispute.counterparty,
        Number(dispute.amount_minor),
        dispute.resolve_by,
      );
      await this.lifecycle.step(
        tx,
        dispute,
        {},
        { kind: 'filed', text: event, actorId: auth.user.id, attachmentId: dispute.attachment_id },
        notice,
      );
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'dispute.filed',
        target: { type: 'dispute', id: dispute.id },
        ip: client.ip,
        details: {
          subjectKind: dispute.subject_kind,
          subjectId: dispute.subject_id,
          reason: dispute.reason,
        },
      });
      return { dispute, cardId: payment.cardId };
    });
    await this.cardAction(auth, row.cardId, request, client);
    this.notifications.wake();
    return this.get(auth.user.id, row.dispute.id);
  }

  private async insert(
    tx: EntityManager,
    userId: string,
    request: FiledRequest,
    payment: DisputedPayment,
  ) {
    const clock = disputeClock({ filedAt: new Date(), ...payment });
    const dispute = await insertDispute(tx, {
      userId,
      ...payment,
      subjectKind: request.subjectKind,
      subjectId: request.subjectId,
      reason: request.reason,
      description: request.description,
      attachmentId: request.attachmentId ?? null,
      ...clock,
      approvalsNeeded: payment.amountMinor > DISPUTE_TWO_APPROVERS_ABOVE_MINOR ? 2 : 1,
    });
    if (!dispute) throw refusals.alreadyDisputed();
    return dispute;
  }

  /** For a card payment not recognised: the card frozen, or closed with a new number. */
  private async cardAction(
    auth: AuthContext,
    cardId: string | null,
    request: FiledRequest,
    client: ClientInfo,
  ) {
    if (!cardId || request.reason !== 'not_recognised' || request.cardAction === 'none') return;
    const actor = { id: auth.user.id, role: auth.user.role, ip: client.ip };
    await this.cardControls.secureAfterDispute(
      auth.user.id,
      cardId,
      actor,
      request.cardAction === 'replace',
    );
  }

  private async ownAttachment(tx: EntityManager, userId: string, id: string | null) {
    if (!id) return;
    const attachment = await findAttachment(tx, id);
    if (!attachment || attachment.user_id !== userId) throw refusals.attachmentNotFound();
  }

  /** The customer answers the bank's question: the dispute is open again. Errors: DISPUTE_NOT_AWAITING_INFO. */
  async answer(auth: AuthContext, id: string, request: AnswerDisputeRequest): Promise<Dispute> {
    await this.db.transaction(async (tx) => {
      const dispute = await this.own(tx, auth.user.id, id);
      if (dispute.status !== 'info_requested') throw refusals.notAwaitingInfo();
      await this.ownAttachment(tx, auth.user.id, request.attachmentId ?? null);
      const event = {
        kind: 'info_sent',
        text: `You answered: ${request.message}`,
        actorId: auth.user.id,
        attachmentId: request.attachmentId ?? null,
      };
      await this.lifecycle.step(tx, dispute, { status: 'open', question: null }, event, null);
    });
    return this.get(auth.user.id, id);
  }

  /** Withdraws an undecided dispute; a provisional credit goes back at once. Errors: DISPUTE_NOT_OPEN. */
  async withdraw(auth: AuthContext, id: string): Promise<Dispute> {
    await this.db.transaction(async (tx) => {
      const dispute = await this.own(tx, auth.user.id, id);
      if (dispute.status !== 'open' && dispute.status !== 'info_requested')
        throw refusals.notOpen();
      const actor = { id: auth.user.id, role: auth.user.role };
      const row = await this.lifecycle.reverse(tx, dispute, actor, { status: 'withdrawn' });
      await this.lifecycle.step(
        tx,
        row,
        {},
        { kind: 'withdrawn', text: 'You withdrew this dispute.', actorId: auth.user.id },
        null,
      );
    });
    this.notifications.wake();
    return this.get(auth.user.id, id);
  }

  private async own(tx: EntityManager, userId: string, id: string): Promise<DisputeRow> {
    const row = await findDispute(tx, id, true);
    if (!row || row.user_id !== userId) throw refusals.disputeNotFound();
    return row;
  }
}
