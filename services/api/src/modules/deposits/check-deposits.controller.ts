import { Body, Controller, Get, Headers, Param, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import {
  CheckDepositListSchema,
  CheckDepositSchema,
  CheckImageSchema,
  DepositCheckRequestSchema,
  ReplaceCheckImagesRequestSchema,
  UuidSchema,
} from '@vaultline/contracts';
import type {
  CheckDeposit,
  CheckDepositList,
  CheckImage,
  DepositCheckRequest,
  ReplaceCheckImagesRequest,
} from '@vaultline/contracts';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import { CHECK_IMAGE_BODY } from '../../platform/http/route-http-config';
import type { AuthContext } from '../users/auth-context';
import * as refusals from './check-deposit.exception';
import { CheckDeposits } from './check-deposits.service';
import { CheckPhotos } from './check-photos.service';

const CheckPhotoBodySchema = z.custom<Buffer>(
  (value) => Buffer.isBuffer(value),
  'Send the photo as an image body (JPEG or PNG)',
);
const DepositParams = z.strictObject({ id: UuidSchema });

/** The customer's mobile check deposits: photos, the deposit, new photos when staff ask. */
@Controller('check-deposits')
export class CheckDepositsController {
  constructor(
    private readonly deposits: CheckDeposits,
    private readonly photos: CheckPhotos,
  ) {}

  @Get()
  @Contract({
    summary: 'Your check deposits (newest first), your deposit limits, and whether you may deposit',
    response: CheckDepositListSchema,
  })
  list(@CurrentUser() auth: AuthContext): Promise<CheckDepositList> {
    return this.deposits.list(auth.user.id);
  }

  @Post('images')
  @Contract({
    summary:
      'Send one photo of a check (JPEG or PNG body, at most 5 MB, 600 × 250 to 4096 px): re-encoded without its metadata and kept',
    body: CheckPhotoBodySchema,
    bodyTypes: CHECK_IMAGE_BODY,
    response: CheckImageSchema,
    status: 201,
    errors: [
      refusals.verificationRequired(),
      ...(['type', 'too_large', 'unreadable', 'dimensions'] as const).map(refusals.imageRefused),
    ],
  })
  upload(@CurrentUser() auth: AuthContext, @Body() body: Buffer): Promise<CheckImage> {
    return this.photos.upload(auth, body);
  }

  @Post()
  @Contract({
    summary: 'Deposit a check whose two photos you sent (Idempotency-Key header required)',
    body: DepositCheckRequestSchema,
    response: CheckDepositSchema,
    status: 201,
    example: {
      accountId: '3f1c2b9e-8a4d-4c57-9e21-6b0a7d5e4f10',
      amountMinor: 125_000,
      checkNumber: '1042',
      micrRouting: '011000015',
      micrAccount: '4420019876',
      frontImageId: '8e2f6a1b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
      backImageId: '9f3a7b2c-4d5e-4f6a-9b7c-8d9e0f1a2b3c',
      endorsed: true,
    },
    errors: [
      refusals.keyMissing(),
      refusals.verificationRequired(),
      refusals.accountNotFound(),
      refusals.imageNotFound(),
      refusals.accountInactive(),
      refusals.duplicate(),
      refusals.imagesSame(),
      refusals.dailyLimit(50_000, '$500.00'),
      refusals.monthlyLimit(50_000, '$500.00'),
    ],
  })
  deposit(
    @CurrentUser() auth: AuthContext,
    @Headers('idempotency-key') key: string | undefined,
    @Body() body: DepositCheckRequest,
  ): Promise<CheckDeposit> {
    return this.deposits.deposit(auth, key, body);
  }

  @Put(':id/images')
  @Contract({
    summary: 'Send new photos of a check staff asked about: it goes back to review',
    params: DepositParams,
    body: ReplaceCheckImagesRequestSchema,
    response: CheckDepositSchema,
    errors: [
      refusals.depositNotFound(),
      refusals.imageNotFound(),
      refusals.notAwaitingImage(),
      refusals.duplicate(),
      refusals.imagesSame(),
    ],
  })
  replaceImages(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: ReplaceCheckImagesRequest,
  ): Promise<CheckDeposit> {
    return this.deposits.replaceImages(auth, id, body);
  }
}
