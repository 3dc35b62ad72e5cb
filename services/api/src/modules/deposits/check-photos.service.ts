import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CheckImage } from '@vaultline/contracts';
import { CustomerVerification } from '../kyc/customer-verification.service';
import type { AuthContext } from '../users/auth-context';
import { toImageView } from './check-deposit-view';
import * as refusals from './check-deposit.exception';
import { insertImage } from './check-deposits.queries';
import { CheckImageCodec, CheckImageRefusal } from './check-image';
import type { StoredCheckImage } from './check-image';

/** The photos of checks customers send: re-encoded (in the codec's worker) and kept append-only. */
@Injectable()
export class CheckPhotos {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly verification: CustomerVerification,
    private readonly codec: CheckImageCodec,
  ) {}

  /**
   * One photo, re-encoded and kept. Errors: KYC_NOT_VERIFIED, CHECK_IMAGE_TYPE, CHECK_IMAGE_TOO_LARGE,
   * CHECK_IMAGE_DIMENSIONS, CHECK_IMAGE_UNREADABLE.
   */
  async upload(auth: AuthContext, body: Buffer): Promise<CheckImage> {
    await this.verification.assertVerified(auth.user.id);
    const image = await this.reencode(body);
    return toImageView(await insertImage(this.db, auth.user.id, image));
  }

  private async reencode(body: Buffer): Promise<StoredCheckImage> {
    try {
      return await this.codec.reencode(body);
    } catch (error) {
      if (error instanceof CheckImageRefusal) throw refusals.imageRefused(error.problem);
      throw error;
    }
  }
}
