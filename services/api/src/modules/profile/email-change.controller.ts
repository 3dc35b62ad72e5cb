import { Body, Controller, Post } from '@nestjs/common';
import { CancelEmailChangeRequestSchema, MessageResponseSchema } from '@vaultline/contracts';
import type { CancelEmailChangeRequest, MessageResponse } from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { Public } from '../../platform/http/access.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import { EmailChangeCancelService } from './email-change-cancel.service';

/** The link an old address gets after an email change: it cancels the change for 24 hours. */
@Controller('email-changes')
export class EmailChangeController {
  constructor(private readonly emailChanges: EmailChangeCancelService) {}

  @Post('cancel')
  @Public()
  @Contract({
    summary: 'Cancel an email change from the link sent to the old address (within 24 hours)',
    body: CancelEmailChangeRequestSchema,
    response: MessageResponseSchema,
    status: 200,
  })
  cancel(
    @Body() body: CancelEmailChangeRequest,
    @Client() client: ClientInfo,
  ): Promise<MessageResponse> {
    return this.emailChanges.cancel(body.token, client);
  }
}
