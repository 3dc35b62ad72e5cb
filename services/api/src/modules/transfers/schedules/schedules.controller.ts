import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  MessageResponseSchema,
  ScheduleListSchema,
  ScheduleSchema,
  TransferResultSchema,
  UuidSchema,
  VerifyTransferCodeRequestSchema,
} from '@vaultline/contracts';
import type {
  MessageResponse,
  Schedule,
  ScheduleList,
  TransferResult,
  VerifyTransferCodeRequest,
} from '@vaultline/contracts';
import { Client } from '../../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { Contract } from '../../../platform/http/contract.decorator';
import { OperationGroup } from '../../../platform/openapi/operation-group.decorator';
import type { AuthContext } from '../../users/auth-context';
import { ScheduleCodes } from './schedule-codes.service';
import { SchedulesService } from './schedules.service';

const IdParams = z.strictObject({ id: UuidSchema });

/** A customer's scheduled and recurring transfers (made by POST /transfers with a timing). */
@Controller('transfers')
// Split out of TransfersController: its routes keep their operationIds (transfers.*).
@OperationGroup('transfers')
export class SchedulesController {
  constructor(
    private readonly schedules: SchedulesService,
    private readonly codes: ScheduleCodes,
  ) {}

  @Get('schedules')
  @Contract({ summary: 'Your scheduled and recurring transfers', response: ScheduleListSchema })
  async listSchedules(@CurrentUser() auth: AuthContext): Promise<ScheduleList> {
    return { schedules: await this.schedules.list(auth.user.id) };
  }

  @Post('schedules/:id/verify')
  @Contract({
    summary: 'Confirm a schedule with the emailed code',
    params: IdParams,
    body: VerifyTransferCodeRequestSchema,
    response: TransferResultSchema,
    status: 200,
  })
  verifySchedule(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Body() body: VerifyTransferCodeRequest,
  ): Promise<TransferResult> {
    return this.codes.verify(auth, id, body.code);
  }

  @Post('schedules/:id/resend-code')
  @Contract({
    summary: 'Email a new code for a schedule waiting for one',
    params: IdParams,
    response: MessageResponseSchema,
    status: 200,
  })
  resendScheduleCode(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
  ): Promise<MessageResponse> {
    return this.codes.resendCode(auth, id);
  }

  @Post('schedules/:id/cancel')
  @Contract({
    summary: 'Cancel a scheduled or recurring transfer',
    params: IdParams,
    response: ScheduleSchema,
    status: 200,
  })
  cancelSchedule(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Client() client: ClientInfo,
  ): Promise<Schedule> {
    return this.schedules.cancel(auth, id, client);
  }
}
