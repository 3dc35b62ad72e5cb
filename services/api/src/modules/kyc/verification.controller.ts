import { Body, Controller, Get, Put } from '@nestjs/common';
import { SubmitVerificationRequestSchema, VerificationSchema } from '@vaultline/contracts';
import type { SubmitVerificationRequest, Verification } from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { VerificationSubmissions } from './verification-submissions.service';

/** The signed-in customer's identity verification (needed before money moves to or from other banks). */
@Controller('profile/verification')
export class VerificationController {
  constructor(private readonly submissions: VerificationSubmissions) {}

  @Get()
  @Contract({
    summary:
      'Your identity verification: its status and what you gave (the taxpayer number by its last four digits)',
    response: VerificationSchema,
  })
  view(@CurrentUser() auth: AuthContext): Promise<Verification> {
    return this.submissions.view(auth.user.id);
  }

  @Put()
  @Contract({
    summary:
      'Verify your identity: date of birth (18 or older), US address, SSN or ITIN; your name is screened (409 once submitted)',
    body: SubmitVerificationRequestSchema,
    response: VerificationSchema,
  })
  submit(
    @CurrentUser() auth: AuthContext,
    @Body() body: SubmitVerificationRequest,
    @Client() client: ClientInfo,
  ): Promise<Verification> {
    return this.submissions.submit(auth, body, client);
  }
}
