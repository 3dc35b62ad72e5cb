import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  ChangeRequestSchema,
  CustomerSecuritySchema,
  SecondFactorResetRequestSchema,
  StaffSecurityActionSchema,
  UuidSchema,
} from '@vaultline/contracts';
import type {
  ChangeRequest,
  CustomerSecurity,
  SecondFactorResetRequest,
  StaffSecurityAction,
} from '@vaultline/contracts';
import { Client } from '../../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { StaffOnly } from '../../../platform/http/access.decorator';
import { Contract } from '../../../platform/http/contract.decorator';
import type { AuthContext } from '../../users/auth-context';
import { CustomerSecurityService } from './customer-security.service';

const UserParams = z.strictObject({ userId: UuidSchema });
const SessionParams = z.strictObject({ userId: UuidSchema, sessionId: UuidSchema });

/** A customer's sign-in security, as staff help with it (every call audited). */
@Controller('admin/users/:userId/security')
@StaffOnly()
export class AdminUserSecurityController {
  constructor(private readonly security: CustomerSecurityService) {}

  @Get()
  @Contract({
    summary: "The customer's sessions, sign-in history, sign-in lock and second factor",
    params: UserParams,
    response: CustomerSecuritySchema,
  })
  overview(
    @CurrentUser() auth: AuthContext,
    @Param('userId') userId: string,
    @Client() client: ClientInfo,
  ): Promise<CustomerSecurity> {
    return this.security.overview(auth, userId, client);
  }

  @Post('sessions/:sessionId/end')
  @HttpCode(204)
  @Contract({
    summary: 'End one of the customer’s sessions',
    params: SessionParams,
    body: StaffSecurityActionSchema,
    status: 204,
  })
  endOne(
    @CurrentUser() auth: AuthContext,
    @Param('userId') userId: string,
    @Param('sessionId') sessionId: string,
    @Body() body: StaffSecurityAction,
    @Client() client: ClientInfo,
  ): Promise<void> {
    return this.security.endSessions(auth, userId, sessionId, body, client);
  }

  @Post('sessions/end-all')
  @HttpCode(204)
  @Contract({
    summary: 'End every session of the customer',
    params: UserParams,
    body: StaffSecurityActionSchema,
    status: 204,
  })
  endAll(
    @CurrentUser() auth: AuthContext,
    @Param('userId') userId: string,
    @Body() body: StaffSecurityAction,
    @Client() client: ClientInfo,
  ): Promise<void> {
    return this.security.endSessions(auth, userId, null, body, client);
  }

  @Post('unlock-sign-in')
  @HttpCode(204)
  @Contract({
    summary: 'Lift the lock wrong passwords put on the customer’s sign-in',
    params: UserParams,
    body: StaffSecurityActionSchema,
    status: 204,
  })
  unlock(
    @CurrentUser() auth: AuthContext,
    @Param('userId') userId: string,
    @Body() body: StaffSecurityAction,
    @Client() client: ClientInfo,
  ): Promise<void> {
    return this.security.unlockSignIn(auth, userId, body, client);
  }

  @Post('unlock-pin')
  @HttpCode(204)
  @Contract({
    summary: 'Lift the lock 5 wrong transfer PINs put on the customer’s transfers (they are told)',
    params: UserParams,
    body: StaffSecurityActionSchema,
    status: 204,
  })
  unlockPin(
    @CurrentUser() auth: AuthContext,
    @Param('userId') userId: string,
    @Body() body: StaffSecurityAction,
    @Client() client: ClientInfo,
  ): Promise<void> {
    return this.security.unlockPin(auth, userId, body, client);
  }

  @Post('second-factor-reset')
  @Contract({
    summary: 'Ask for a reset of a lost authenticator (applies when another staff member approves)',
    params: UserParams,
    body: SecondFactorResetRequestSchema,
    response: ChangeRequestSchema,
    status: 201,
  })
  requestReset(
    @CurrentUser() auth: AuthContext,
    @Param('userId') userId: string,
    @Body() body: SecondFactorResetRequest,
    @Client() client: ClientInfo,
  ): Promise<ChangeRequest> {
    return this.security.requestReset(auth, userId, body, client);
  }
}
