import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { KycErrorCode } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuditActor } from '../../platform/audit/audit.service';
import type { Queryable } from '../../platform/database/sql';
import { KycException, NOT_VERIFIED_MESSAGE } from './kyc.exception';
import {
  findVerification,
  insertGrandfathered,
  lockVerification,
  recordScreening,
} from './kyc.queries';
import { SanctionsScreening } from './sanctions-screening.service';
import type { ScreeningMatch } from './sanctions-screening.service';
import { openReview } from './verification-reviews.queries';

/** Who caused a screening and from where, for the audit trail. */
export interface ScreeningCause {
  actor: AuditActor;
  ip: string | null;
}

/**
 * The one door other modules use into identity verification (its tables are this module's):
 * whether a customer is verified, and a new screening when their name changes. ACH and any other
 * movement of money to or from other banks asks assertVerified first.
 */
@Injectable()
export class CustomerVerification {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly screening: SanctionsScreening,
    private readonly audit: AuditService,
  ) {}

  /** Whether the customer may move money to or from other banks. */
  async isVerified(userId: string, db: Queryable = this.db): Promise<boolean> {
    return (await findVerification(db, userId))?.status === 'verified';
  }

  /** Errors: KYC_NOT_VERIFIED (403) unless the customer is verified. */
  async assertVerified(userId: string, db: Queryable = this.db): Promise<void> {
    if (!(await this.isVerified(userId, db)))
      throw new KycException(KycErrorCode.NOT_VERIFIED, NOT_VERIFIED_MESSAGE);
  }

  /**
   * Screens the customer's new name, inside the caller's transaction (the one that changes it).
   * Nothing happens for a customer who never submitted or was declined. A match opens (or
   * updates) their review; a verified customer goes back to pending_review until staff decide.
   */
  async rescreen(
    tx: EntityManager,
    userId: string,
    fullName: string,
    cause: ScreeningCause,
  ): Promise<void> {
    const current = await lockVerification(tx, userId);
    if (!current || current.status === 'declined') return;
    const match = this.screening.screen(fullName);
    await recordScreening(tx, userId, fullName, match !== null);
    if (match)
      await this.openCase(tx, userId, fullName, match, 'name_change', cause, current.status);
  }

  /** Opens (or updates) the customer's review for a match, audited. */
  async openCase(
    tx: EntityManager,
    userId: string,
    screenedName: string,
    match: ScreeningMatch,
    trigger: 'submission' | 'name_change',
    cause: ScreeningCause,
    statusBefore: string,
  ): Promise<void> {
    const review = await openReview(tx, {
      userId,
      screenedName,
      entryId: match.entry.id,
      entryName: match.entry.name,
      kind: match.kind,
      cause: trigger,
    });
    await this.audit.record(tx, {
      actor: cause.actor,
      action: 'kyc.review_opened',
      target: { type: 'user', id: userId },
      ip: cause.ip,
      before: { status: statusBefore },
      after: { status: 'pending_review' },
      details: { reviewId: review.id, matchKind: match.kind, listEntryId: match.entry.id, trigger },
    });
  }

  /** Verified without a submission: a customer taken on before the rule (the demo bank's). */
  async grandfather(tx: EntityManager, userId: string, note: string): Promise<void> {
    await insertGrandfathered(tx, userId, note);
  }
}
