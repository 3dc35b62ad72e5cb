import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  AdminOverviewSchema,
  AdminTransferSettingsRequestSchema,
  AdminUpdateUserRequestSchema,
  AdminUserDetailSchema,
  AdminUserUpdateSchema,
  AdminUserPageSchema,
  AdminUserQuerySchema,
  CloseRequestSchema,
  MessageResponseSchema,
  PasswordResetRequestSchema,
  TransactionPageSchema,
  TransactionQuerySchema,
  TransferSettingsUpdateSchema,
  UuidSchema,
} from '@vaultline/contracts';
import type {
  AdminOverview,
  AdminTransferSettingsRequest,
  AdminUpdateUserRequest,
  AdminUserDetail,
  AdminUserUpdate,
  AdminUserPage,
  AdminUserQuery,
  CloseRequest,
  MessageResponse,
  PasswordResetRequest,
  TransactionPage,
  TransactionQuery,
  TransferSettingsUpdate,
} from '@vaultline/contracts';
import { Client } from '../../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { BackgroundPoll, StaffOnly } from '../../../platform/http/access.decorator';
import { Contract } from '../../../platform/http/contract.decorator';
import { TransactionsService } from '../../transactions/transactions.service';
import type { AuthContext } from '../../users/auth-context';
import { AdminOverviewService } from '../overview/admin-overview.service';
import { AdminSecurityService } from '../settings/admin-security.service';
import { AdminTransferSettingsService } from '../settings/admin-transfer-settings.service';
import { AdminUserClosingService } from './admin-user-closing.service';
import { AdminUsersService } from './admin-users.service';

const IdParams = z.strictObject({ id: UuidSchema });

@Controller('admin')
@StaffOnly()
export class AdminUsersController {
  constructor(
    private readonly overviewService: AdminOverviewService,
    private readonly users: AdminUsersService,
    private readonly closing: AdminUserClosingService,
    private readonly security: AdminSecurityService,
    private readonly transferSettingsService: AdminTransferSettingsService,
    private readonly transactions: TransactionsService,
  ) {}

  @Get('overview')
  // The dashboard refreshes it by itself: not the staff member's activity.
  @BackgroundPoll()
  @Contract({ summary: 'Live counts for the back office', response: AdminOverviewSchema })
  overview(): Promise<AdminOverview> {
    return this.overviewService.overview();
  }

  @Get('users')
  @Contract({
    summary: 'Users: search by name or email, filter by status, 8 per page',
    query: AdminUserQuerySchema,
    response: AdminUserPageSchema,
  })
  list(@Query() query: AdminUserQuery): Promise<AdminUserPage> {
    return this.users.list(query);
  }

  @Get('users/:id')
  @Contract({
    summary: 'One user with accounts and transfer settings',
    params: IdParams,
    response: AdminUserDetailSchema,
  })
  detail(@Param('id') id: string): Promise<AdminUserDetail> {
    return this.users.detail(id);
  }

  @Patch('users/:id')
  @Contract({
    summary:
      "Edit a user's profile (never a password); a role or email change waits for another staff member",
    params: IdParams,
    body: AdminUpdateUserRequestSchema,
    response: AdminUserUpdateSchema,
  })
  update(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: AdminUpdateUserRequest,
    @Client() client: ClientInfo,
  ): Promise<AdminUserUpdate> {
    return this.users.update(auth, id, body, client);
  }

  @Post('users/:id/close')
  @Contract({
    summary: 'Close a customer who holds nothing',
    params: IdParams,
    body: CloseRequestSchema,
    response: AdminUserDetailSchema,
    status: 200,
  })
  close(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: CloseRequest,
    @Client() client: ClientInfo,
  ): Promise<AdminUserDetail> {
    return this.closing.close(auth, id, body.reason, client);
  }

  @Post('users/:id/password-reset')
  @Contract({
    summary: 'Email the user a reset link or a temporary password',
    params: IdParams,
    body: PasswordResetRequestSchema,
    response: MessageResponseSchema,
    status: 200,
  })
  resetPassword(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: PasswordResetRequest,
    @Client() client: ClientInfo,
  ): Promise<MessageResponse> {
    return this.security.resetPassword(auth, id, body, client);
  }

  @Patch('users/:id/transfer-settings')
  @Contract({
    summary:
      'Step-up on and suspensions apply at once; ' +
      'step-up off, lifting a suspension and tier changes wait for another staff member',
    params: IdParams,
    body: AdminTransferSettingsRequestSchema,
    response: TransferSettingsUpdateSchema,
  })
  transferSettings(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: AdminTransferSettingsRequest,
    @Client() client: ClientInfo,
  ): Promise<TransferSettingsUpdate> {
    return this.transferSettingsService.update(auth, id, body, client);
  }

  @Get('users/:id/transactions')
  @Contract({
    summary: "A user's history: search, filter, sort, pages",
    params: IdParams,
    query: TransactionQuerySchema,
    response: TransactionPageSchema,
  })
  transactionsOf(
    @Param('id') id: string,
    @Query() query: TransactionQuery,
  ): Promise<TransactionPage> {
    return this.transactions.page(id, query);
  }
}
