import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SubmitVerificationRequest, Verification } from '@vaultline/contracts';
import { isAdultOn, KycErrorCode, taxIdDigits, taxIdKindOf } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { deriveKey } from '../../platform/crypto/keys';
import { seal } from '../../platform/crypto/sealing';
import type { Queryable } from '../../platform/database/sql';
import type { AuthContext } from '../users/auth-context';
import { UsersService } from '../users/users.service';
import { CustomerVerification } from './customer-verification.service';
import { KycException } from './kyc.exception';
import { findVerification, insertSubmission } from './kyc.queries';
import type { VerificationRow } from './kyc.queries';
import { SanctionsScreening } from './sanctions-screening.service';

const ALREADY: Record<VerificationRow['status'], string> = {
  pending_review:
    'Your identity verification is under review: we will email you when it is decided.',
  verified: 'Your identity is already verified.',
  declined: 'Your identity verification was declined: please contact support.',
};

function toView(row: VerificationRow | undefined): Verification {
  if (!row)
    return {
      status: 'unverified',
      dateOfBirth: null,
      address: null,
      taxIdLast4: null,
      taxIdKind: null,
      declinedReason: null,
      submittedAt: null,
    };
  return {
    status: row.status,
    dateOfBirth: row.date_of_birth,
    address: row.address,
    taxIdLast4: row.tax_id_last4,
    taxIdKind: row.tax_id_kind,
    declinedReason: row.declined_reason,
    submittedAt: row.submitted_at?.toISOString() ?? null,
  };
}

/**
 * A customer's own identity verification: what they submitted (the taxpayer number only by its
 * last four digits) and the one submission. The number is sealed with the 'tax-id' key, bound to
 * the customer's id, before anything is written; it is never logged, audited or answered.
 */
@Injectable()
export class VerificationSubmissions {
  private readonly taxIdKey: Buffer;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly screening: SanctionsScreening,
    private readonly verification: CustomerVerification,
    private readonly audit: AuditService,
    private readonly users: UsersService,
  ) {
    this.taxIdKey = deriveKey(config.appSecret, 'tax-id');
  }

  async view(userId: string): Promise<Verification> {
    return toView(await findVerification(this.db, userId));
  }

  /**
   * Submits the customer's details and screens their name: verified at once without a match,
   * pending_review with one (a review opens). Errors: KYC_UNDER_18 (by the server's date, UTC),
   * KYC_ALREADY_SUBMITTED (409: under review, verified or declined; nothing changes).
   */
  async submit(
    auth: AuthContext,
    request: SubmitVerificationRequest,
    client: ClientInfo,
  ): Promise<Verification> {
    const userId = auth.user.id;
    if (await findVerification(this.db, userId)) throw await this.alreadySubmitted(this.db, userId);
    if (!isAdultOn(request.dateOfBirth, new Date().toISOString().slice(0, 10)))
      throw new KycException(
        KycErrorCode.UNDER_18,
        'You must be 18 or older to open an account with us.',
      );
    const digits = taxIdDigits(request.taxId);
    const kind = taxIdKindOf(digits);
    if (!kind) throw new Error('The contract lets only a valid SSN or ITIN through.');
    const cause = { actor: { id: userId, role: auth.user.role }, ip: client.ip };
    await this.db.transaction(async (tx) => {
      // The name as it is now, locked: a rename waits, then screens the row written here.
      const user = await this.users.lock(tx, userId);
      if (!user) throw new Error('The signed-in user has no row.');
      const screenedName = `${user.firstName} ${user.lastName}`;
      const match = this.screening.screen(screenedName);
      const status = match ? 'pending_review' : 'verified';
      const written = await insertSubmission(tx, {
        userId,
        status,
        dateOfBirth: request.dateOfBirth,
        address: request.address,
        taxIdSealed: seal(this.taxIdKey, Buffer.from(digits, 'utf8'), userId),
        taxIdLast4: digits.slice(-4),
        taxIdKind: kind,
        screenedName,
      });
      if (!written) throw await this.alreadySubmitted(tx, userId);
      if (match)
        await this.verification.openCase(
          tx,
          userId,
          screenedName,
          match,
          'submission',
          cause,
          'unverified',
        );
      await this.audit.record(tx, {
        ...cause,
        action: 'kyc.submitted',
        target: { type: 'user', id: userId },
        after: { status, taxIdKind: kind },
      });
    });
    return this.view(userId);
  }

  private async alreadySubmitted(db: Queryable, userId: string): Promise<KycException> {
    const row = await findVerification(db, userId);
    return new KycException(KycErrorCode.ALREADY_SUBMITTED, ALREADY[row?.status ?? 'verified']);
  }
}
