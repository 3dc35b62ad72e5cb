import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type {
  AdminDispute,
  AdminDisputeDetail,
  AdminDisputeList,
  AdminDisputeQuery,
  ChargebackResponse,
} from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import { dollars } from '../../platform/text/customer-words';
import { CardDisputes } from '../cards/card-disputes.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { AuthContext } from '../users/auth-context';
import { registeredName, UsersService } from '../users/users.service';
import { chargebackAnswer } from './chargeback-network';
import { DisputeLifecycle } from './dispute-lifecycle.service';
import * as texts from './dispute-texts';
import { toAdminView } from './dispute-view';
import * as refusals from './disputes.exception';
import { eventsOf, findAttachment, findDispute, queueDisputes } from './disputes.queries';
import type { AttachmentRow, DisputeRow } from './disputes.queries';

type Staff = AuthContext;

/**
 * Staff's side of disputes: the queue (escalated first, then the nearest deadline), a dispute with
 * its evidence and the customer's history with the merchant, internal notes, and the actions
 * (request information, provisional credit now, grant with two approvers above the threshold,
 * deny, charge back). Staff never decide their own dispute; every action is audited.
 */
@Injectable()
export class DisputeReview {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly lifecycle: DisputeLifecycle,
    private readonly cardDisputes: CardDisputes,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  async queue(query: AdminDisputeQuery): Promise<AdminDisputeList> {
    return {
      disputes: await this.views(this.db.manager, await queueDisputes(this.db, query.status)),
    };
  }

  async detail(id: string): Promise<AdminDisputeDetail> {
    const row = await findDispute(this.db, id);
    if (!row) throw refusals.disputeNotFound();
    const [dispute] = await this.views(this.db.manager, [row]);
    const merchantHistory = await this.cardDisputes.merchantHistory(
      this.db.manager,
      row.user_id,
      row.counterparty,
      row.subject_id,
    );
    return { dispute: dispute!, merchantHistory };
  }

  /** The dispute's evidence file; each view is audited with the file's hash. */
  async attachment(staff: Staff, id: string): Promise<AttachmentRow> {
    const row = await findDispute(this.db, id);
    const file = row?.attachment_id ? await findAttachment(this.db, row.attachment_id) : undefined;
    if (!file) throw refusals.attachmentNotFound();
    await this.audit.recordAlone({
      actor: this.actor(staff),
      action: 'dispute.attachment_viewed',
      target: { type: 'dispute', id },
      ip: null,
      details: { sha256: file.sha256 },
    });
    return file;
  }

  private async views(tx: EntityManager, rows: DisputeRow[]): Promise<AdminDispute[]> {
    const events = await eventsOf(
      tx,
      rows.map((row) => row.id),
    );
    const users = await this.users.findByIds([...new Set(rows.map((row) => row.user_id))], tx);
    const names = new Map(users.map((user) => [user.id, registeredName(user)]));
    return rows.map((row) =>
      toAdminView(
        row,
        events.filter((e) => e.dispute_id === row.id),
        names.get(row.user_id) ?? '',
      ),
    );
  }

  note(staff: Staff, id: string, text: string) {
    return this.act(staff, id, 'dispute.noted', false, (tx, row) =>
      this.lifecycle.step(
        tx,
        row,
        {},
        { kind: 'note', text, staffOnly: true, actorId: staff.user.id },
        null,
      ),
    );
  }

  requestInfo(staff: Staff, id: string, message: string) {
    return this.act(staff, id, 'dispute.info_requested', true, (tx, row) => {
      const notice = texts.updateNotice(row.id, 'We need more about your dispute', message);
      const event = {
        kind: 'info_requested',
        text: `We asked: ${message}`,
        actorId: staff.user.id,
      };
      return this.lifecycle.step(
        tx,
        row,
        { status: 'info_requested', question: message },
        event,
        notice,
      );
    });
  }

  provisionalCredit(staff: Staff, id: string) {
    return this.act(staff, id, 'dispute.provisional_credit', true, (tx, row) => {
      if (Number(row.credited_minor) > 0) throw refusals.alreadyCredited();
      return this.lifecycle.credit(tx, row, true, this.actor(staff));
    });
  }

  /** Grants; above the threshold the first call is the first approval, a second staff member's grants. */
  grant(staff: Staff, id: string, message: string) {
    return this.act(staff, id, 'dispute.granted', true, async (tx, row) => {
      if (row.approvals_needed === 2 && row.first_approver_id === null) {
        const text = `First approval to grant, by a staff member: ${message}`;
        return this.lifecycle.step(
          tx,
          row,
          { firstApproverId: staff.user.id },
          { kind: 'first_approval', text, staffOnly: true, actorId: staff.user.id },
          null,
        );
      }
      if (row.first_approver_id === staff.user.id) throw refusals.sameApprover();
      return this.lifecycle.grant(tx, row, { id: staff.user.id, role: staff.user.role }, message);
    });
  }

  deny(staff: Staff, id: string, message: string) {
    return this.act(staff, id, 'dispute.denied', true, (tx, row) =>
      this.lifecycle.deny(tx, row, { id: staff.user.id, role: staff.user.role }, message),
    );
  }

  /** Charges a card payment back: accepted, the network pays and the dispute is granted. */
  async chargeback(staff: Staff, id: string): Promise<ChargebackResponse> {
    let answer = { accepted: false, message: '' };
    const dispute = await this.act(staff, id, 'dispute.charged_back', true, async (tx, row) => {
      if (row.subject_kind !== 'card') throw refusals.notACard();
      answer = chargebackAnswer(row.reason);
      const kind = answer.accepted ? 'chargeback_accepted' : 'chargeback_rejected';
      let updated = await this.lifecycle.step(
        tx,
        row,
        {},
        { kind, text: answer.message, staffOnly: true, actorId: staff.user.id },
        null,
      );
      if (!answer.accepted) return updated;
      const recovered = await this.cardDisputes.recover(
        tx,
        row.subject_id,
        Number(row.amount_minor),
        `Chargeback for dispute ${row.id}`,
      );
      updated = await this.lifecycle.step(
        tx,
        updated,
        { recoveredMinor: recovered },
        {
          kind: 'recovered',
          text: `The network paid back ${dollars(recovered)}.`,
          staffOnly: true,
          actorId: staff.user.id,
        },
        null,
      );
      return this.lifecycle.grant(
        tx,
        updated,
        { id: staff.user.id, role: staff.user.role },
        'The merchant’s bank paid it back.',
      );
    });
    return { ...answer, dispute };
  }

  private actor(staff: Staff) {
    return { id: staff.user.id, role: staff.user.role };
  }

  /** One staff action in one transaction on the locked dispute: checked, done, audited. */
  private async act(
    staff: Staff,
    id: string,
    action: string,
    undecidedOnly: boolean,
    work: (tx: EntityManager, row: DisputeRow) => Promise<DisputeRow>,
  ): Promise<AdminDispute> {
    const row = await this.db.transaction(async (tx) => {
      const dispute = await findDispute(tx, id, true);
      if (!dispute) throw refusals.disputeNotFound();
      if (dispute.user_id === staff.user.id) throw refusals.ownDispute();
      if (undecidedOnly && dispute.status !== 'open' && dispute.status !== 'info_requested')
        throw refusals.notOpen();
      const updated = await work(tx, dispute);
      await this.audit.record(tx, {
        actor: this.actor(staff),
        action,
        target: { type: 'dispute', id },
        ip: null,
        details: { status: updated.status, creditedMinor: Number(updated.credited_minor) },
      });
      return updated;
    });
    this.notifications.wake();
    return (await this.views(this.db.manager, [row]))[0]!;
  }
}
