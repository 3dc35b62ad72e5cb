import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { VerificationReview } from '@vaultline/contracts';
import { KycErrorCode } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { MailService } from '../../platform/mail/mail.service';
import type { MailMessage } from '../../platform/mail/mail.service';
import type { AuthContext } from '../users/auth-context';
import { UsersService } from '../users/users.service';
import { KycException } from './kyc.exception';
import { lockVerification, recordReviewOutcome } from './kyc.queries';
import { reviewDecisionMail } from './verification-review-mail';
import type { ReviewRow } from './verification-reviews.queries';
import {
  findReview,
  listOpenReviews,
  lockReview,
  markCleared,
  markClosed,
  setFirstClearer,
} from './verification-reviews.queries';

/** The queue shows at most this many open reviews, oldest first. */
const QUEUE_MAX = 200;

/**
 * The staff side of identity verification: the queue of names that matched the sanctions list.
 * Clearing takes two different staff members (the first proposes, another confirms); closing,
 * with a reason the customer is shown, takes one. Each step is audited and decided under a lock
 * on the review, so two decisions never cross.
 */
@Injectable()
export class VerificationReviews {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
  ) {}

  async openQueue(): Promise<VerificationReview[]> {
    return this.toViews(await listOpenReviews(this.db, QUEUE_MAX));
  }

  /**
   * The first staff member proposes clearing; a second, different one confirms, and the customer
   * is verified. Errors: KYC_REVIEW_NOT_FOUND, KYC_REVIEW_NOT_OPEN, KYC_OWN_REVIEW,
   * KYC_SAME_CLEARER (the proposer confirming).
   */
  async clear(staff: AuthContext, id: string, client: ClientInfo): Promise<VerificationReview> {
    const notice = await this.db.transaction(async (tx) => {
      const review = await this.lockOpen(tx, staff, id);
      const actor = { id: staff.user.id, role: staff.user.role };
      const target = { type: 'user', id: review.user_id };
      if (review.first_clearer_id === null) {
        await setFirstClearer(tx, id, staff.user.id);
        await this.audit.record(tx, {
          actor,
          action: 'kyc.review_clear_proposed',
          target,
          ip: client.ip,
          details: { reviewId: id },
        });
        return null;
      }
      if (review.first_clearer_id === staff.user.id)
        throw new KycException(
          KycErrorCode.SAME_CLEARER,
          'You proposed clearing this review: a different staff member must confirm it.',
        );
      await markCleared(tx, id, staff.user.id);
      await recordReviewOutcome(tx, review.user_id, { status: 'verified' });
      await this.audit.record(tx, {
        actor,
        action: 'kyc.review_cleared',
        target,
        ip: client.ip,
        before: { status: 'pending_review' },
        after: { status: 'verified' },
        details: { reviewId: id, firstClearerId: review.first_clearer_id },
      });
      return this.decisionMail(tx, review.user_id, { status: 'verified' });
    });
    if (notice) await this.mail.send(notice);
    return this.one(id);
  }

  /** Closes the review with a reason the customer is shown: declined. Errors: as clear, but KYC_SAME_CLEARER. */
  async close(
    staff: AuthContext,
    id: string,
    reason: string,
    client: ClientInfo,
  ): Promise<VerificationReview> {
    const notice = await this.db.transaction(async (tx) => {
      const review = await this.lockOpen(tx, staff, id);
      await markClosed(tx, id, staff.user.id, reason);
      await recordReviewOutcome(tx, review.user_id, { status: 'declined', reason });
      await this.audit.record(tx, {
        actor: { id: staff.user.id, role: staff.user.role },
        action: 'kyc.review_closed',
        target: { type: 'user', id: review.user_id },
        ip: client.ip,
        before: { status: 'pending_review' },
        after: { status: 'declined', declinedReason: reason },
        details: { reviewId: id },
      });
      return this.decisionMail(tx, review.user_id, { status: 'declined', reason });
    });
    if (notice) await this.mail.send(notice);
    return this.one(id);
  }

  /**
   * Locks the customer's verification, then the review: the order a rescreen takes them in (it
   * locks the verification, then opens or updates the review), so the two never deadlock.
   */
  private async lockOpen(tx: EntityManager, staff: AuthContext, id: string): Promise<ReviewRow> {
    const seen = await findReview(tx, id);
    if (seen) await lockVerification(tx, seen.user_id);
    const review = seen ? await lockReview(tx, id) : undefined;
    if (!review) throw new KycException(KycErrorCode.REVIEW_NOT_FOUND, 'No such review.');
    if (review.status !== 'open')
      throw new KycException(
        KycErrorCode.REVIEW_NOT_OPEN,
        `This review was already ${review.status}.`,
      );
    if (review.user_id === staff.user.id)
      throw new KycException(
        KycErrorCode.OWN_REVIEW,
        'This is your own verification: other staff members must review it.',
      );
    return review;
  }

  private async decisionMail(
    tx: EntityManager,
    userId: string,
    outcome: Parameters<typeof reviewDecisionMail>[2],
  ): Promise<MailMessage | null> {
    const customer = await this.users.findById(userId, tx);
    return customer ? reviewDecisionMail(customer.email, customer.firstName, outcome) : null;
  }

  private async one(id: string): Promise<VerificationReview> {
    const row = await findReview(this.db, id);
    if (!row) throw new KycException(KycErrorCode.REVIEW_NOT_FOUND, 'No such review.');
    const [view] = await this.toViews([row]);
    return view as VerificationReview;
  }

  /** The rows with the customers' and first clearers' names (one read for all of them). */
  private async toViews(rows: ReviewRow[]): Promise<VerificationReview[]> {
    const ids = new Set(rows.flatMap((row) => [row.user_id, row.first_clearer_id ?? row.user_id]));
    const people = new Map((await this.users.findByIds([...ids])).map((user) => [user.id, user]));
    const nameOf = (id: string) => {
      const person = people.get(id);
      return person ? `${person.firstName} ${person.lastName}` : 'Unknown';
    };
    return rows.map((row) => ({
      id: row.id,
      customer: {
        id: row.user_id,
        name: nameOf(row.user_id),
        email: people.get(row.user_id)?.email ?? '',
      },
      screenedName: row.screened_name,
      listEntry: { id: row.list_entry_id, name: row.list_entry_name },
      matchKind: row.match_kind,
      trigger: row.cause,
      status: row.status,
      openedAt: row.opened_at.toISOString(),
      firstClearer: row.first_clearer_id
        ? { id: row.first_clearer_id, name: nameOf(row.first_clearer_id) }
        : null,
      firstClearedAt: row.first_cleared_at?.toISOString() ?? null,
    }));
  }
}
