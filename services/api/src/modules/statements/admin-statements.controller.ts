import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  StatementArchiveSchema,
  StatementFormatQuerySchema,
  StatementRangeQuerySchema,
  UuidSchema,
} from '@vaultline/contracts';
import type { StatementArchive, StatementFormat } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { StaffOnly } from '../../platform/http/access.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import { staffActor } from '../admin/staff-actor';
import type { AuthContext } from '../users/auth-context';
import { sendStatement } from './statement-reply';
import { StatementsService } from './statements.service';

const AccountParams = z.strictObject({ userId: UuidSchema, id: UuidSchema });
const StatementParams = AccountParams.extend({ statementId: UuidSchema });
type Params = z.infer<typeof StatementParams>;

/**
 * Staff open a customer's statements from user details. Every read is audited (the list as well as
 * each file) before anything is sent: a statement shows every payment of a period.
 */
@Controller('admin/users/:userId/accounts/:id/statements')
@StaffOnly()
export class AdminStatementsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly statements: StatementsService,
    private readonly audit: AuditService,
  ) {}

  @Get()
  @Contract({
    summary: "A customer's month-end statements for one account (audited)",
    params: AccountParams,
    response: StatementArchiveSchema,
  })
  async archive(
    @CurrentUser() auth: AuthContext,
    @Param() params: z.infer<typeof AccountParams>,
    @Client() client: ClientInfo,
  ): Promise<StatementArchive> {
    const statements = await this.statements.archive(params.userId, params.id);
    await this.recordRead(auth, client, 'statement.archive_listed_by_staff', params, {
      statements: statements.length,
    });
    return { statements };
  }

  @Get('range')
  @Contract({
    summary: "A customer's statement for a range of days, made now (audited)",
    params: AccountParams,
    query: StatementRangeQuerySchema,
  })
  async range(
    @CurrentUser() auth: AuthContext,
    @Param() params: z.infer<typeof AccountParams>,
    @Query() query: { from: string; to: string; format: StatementFormat },
    @Client() client: ClientInfo,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const period = { start: query.from, end: query.to };
    const reader = { requesterId: auth.user.id, ownerId: params.userId };
    const file = await this.statements.rangeFile(reader, params.id, period, query.format);
    const details = { period, format: query.format };
    await this.recordRead(auth, client, 'statement.opened_by_staff', params, details);
    await sendStatement(reply, file, query.format);
  }

  @Get(':statementId')
  @Contract({
    summary: "One of a customer's month-end statements (audited)",
    params: StatementParams,
    query: StatementFormatQuerySchema,
  })
  async kept(
    @CurrentUser() auth: AuthContext,
    @Param() params: Params,
    @Query() query: { format: StatementFormat },
    @Client() client: ClientInfo,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const reader = { requesterId: auth.user.id, ownerId: params.userId };
    const file = await this.statements.keptFile(
      reader,
      params.id,
      params.statementId,
      query.format,
    );
    const details = { statementId: params.statementId, format: query.format };
    await this.recordRead(auth, client, 'statement.opened_by_staff', params, details);
    await sendStatement(reply, file, query.format);
  }

  /** One staff read of a customer's statements, on the account, naming the customer. */
  private recordRead(
    auth: AuthContext,
    client: ClientInfo,
    action: 'statement.archive_listed_by_staff' | 'statement.opened_by_staff',
    params: z.infer<typeof AccountParams>,
    details: object,
  ) {
    return this.audit.record(this.db.manager, {
      actor: staffActor(auth),
      action,
      target: { type: 'account', id: params.id },
      ip: client.ip,
      details: { customerId: params.userId, ...details },
    });
  }
}
