import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { CustomerVerification } from './customer-verification.service';
import { CustomerVerificationRow, VerificationReviewRow } from './kyc.entities';
import { SanctionsScreening } from './sanctions-screening.service';
import { VerificationReviewsController } from './verification-reviews.controller';
import { VerificationReviews } from './verification-reviews.service';
import { VerificationSubmissions } from './verification-submissions.service';
import { VerificationController } from './verification.controller';

/**
 * Know your customer (issue 38, part 0): the customer's identity verification, the sanctions
 * screening and the staff review queue. Owns customer_verifications and verification_reviews;
 * other modules use CustomerVerification only (is the customer verified; screen a new name).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([CustomerVerificationRow, VerificationReviewRow]),
    UsersModule,
  ],
  controllers: [VerificationController, VerificationReviewsController],
  providers: [
    CustomerVerification,
    SanctionsScreening,
    VerificationSubmissions,
    VerificationReviews,
  ],
  exports: [CustomerVerification],
})
export class KycModule {}
