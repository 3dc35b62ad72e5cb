import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  ChangeRequestListSchema,
  ChangeRequestQuerySchema,
  ChangeRequestSchema,
  DecisionRequestSchema,
  UuidSchema,
} from '@vaultline/contracts';
import type {
  ChangeRequest,
  ChangeRequestList,
  ChangeRequestQuery,
  DecisionRequest,
} from '@vaultline/contracts';
import { Client } from '../../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { StaffOnly } from '../../../platform/http/access.decorator';
import { Contract } from '../../../platform/http/contract.decorator';
import type { AuthContext } from '../../users/auth-context';
import { ChangeApprovalsService } from './change-approvals.service';
import { ChangeRequestsService } from './change-requests.service';

const IdParams = z.strictObject({ id: UuidSchema });

/**
 * Changes waiting for a second staff member (bank settings, transfer limits, roles, emails);
 * adjustments have their own routes.
 */
@Controller('admin/change-requests')
@StaffOnly()
export class AdminApprovalsController {
  constructor(
    private readonly requests: ChangeRequestsService,
    private readonly approvals: ChangeApprovalsService,
  ) {}

  @Get()
  @Contract({
    summary: 'Change requests (status=pending: the checker inbox, oldest first)',
    query: ChangeRequestQuerySchema,
    response: ChangeRequestListSchema,
  })
  async list(@Query() query: ChangeRequestQuery): Promise<ChangeRequestList> {
    return { items: await this.requests.list(query.status) };
  }

  @Post(':id/approve')
  @Contract({
    summary: 'Approve and apply (not your own request, not a change to yourself)',
    params: IdParams,
    response: ChangeRequestSchema,
    status: 200,
  })
  approve(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Client() client: ClientInfo,
  ): Promise<ChangeRequest> {
    return this.approvals.approve(auth, id, client);
  }

  @Post(':id/reject')
  @Contract({
    summary: "Reject someone else's request with a reason (nothing changes)",
    params: IdParams,
    body: DecisionRequestSchema,
    response: ChangeRequestSchema,
    status: 200,
  })
  reject(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: DecisionRequest,
    @Client() client: ClientInfo,
  ): Promise<ChangeRequest> {
    return this.approvals.reject(auth, id, body.reason, client);
  }

  @Post(':id/withdraw')
  @Contract({
    summary: 'Withdraw your own request (nothing changes)',
    params: IdParams,
    response: ChangeRequestSchema,
    status: 200,
  })
  withdraw(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Client() client: ClientInfo,
  ): Promise<ChangeRequest> {
    return this.approvals.withdraw(auth, id, client);
  }
}
