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
import { CheckDeposits } from './check-deposits.service';

const CheckPhotoBodySchema = z.custom<Buffer>(
  (value) => Buffer.isBuffer(value),
  'Send the photo as an image body (JPEG or PNG)',
);
const DepositParams = z.strictObject({ id: UuidSchema });

/** The customer's mobile check deposits: photos, the deposit, new photos when staff ask. */
@Controller('check-deposits')
export class CheckDepositsController {
  constructor(private readonly deposits: CheckDeposits) {}

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
      'Send one photo of a check (JPEG or PNG body, at most 5 MB, 600 × 250 to 4000 px): re-encoded without its metadata and kept',
    body: CheckPhotoBodySchema,
    bodyTypes: CHECK_IMAGE_BODY,
    response: CheckImageSchema,
    status: 201,
  })
  upload(@CurrentUser() auth: AuthContext, @Body() body: Buffer): Promise<CheckImage> {
    return this.deposits.upload(auth, body);
  }

  @Post()
  @Contract({
    summary: 'Deposit a check whose two photos you sent (Idempotency-Key header required)',
    body: DepositCheckRequestSchema,
    response: CheckDepositSchema,
    status: 201,
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
  })
  replaceImages(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: ReplaceCheckImagesRequest,
  ): Promise<CheckDeposit> {
    return this.deposits.replaceImages(auth, id, body);
  }
}
