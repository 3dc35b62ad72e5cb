import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  StatementArchiveSchema,
  StatementFormatQuerySchema,
  StatementRangeQuerySchema,
  UuidSchema,
} from '@vaultline/contracts';
import type { StatementArchive, StatementFormat } from '@vaultline/contracts';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { z } from 'zod';
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

/** Staff open a customer's statements from user details; each opening is audited. */
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
    summary: "A customer's month-end statements for one account",
    params: AccountParams,
    response: StatementArchiveSchema,
  })
  async archive(@Param() params: z.infer<typeof AccountParams>): Promise<StatementArchive> {
    return { statements: await this.statements.archive(params.userId, params.id) };
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
    const statement = await this.statements.range(params.userId, params.id, period);
    await this.recordOpening(auth, client, params.id, { period, format: query.format });
    await sendStatement(reply, statement, query.format, null);
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
    const kept = await this.statements.kept(params.userId, params.id, params.statementId);
    const details = { statementId: params.statementId, format: query.format };
    await this.recordOpening(auth, client, params.id, details);
    await sendStatement(reply, kept.statement, query.format, kept.sha256);
  }

  private recordOpening(auth: AuthContext, client: ClientInfo, accountId: string, details: object) {
    return this.audit.record(this.db.manager, {
      actor: staffActor(auth),
      action: 'statement.opened_by_staff',
      target: { type: 'account', id: accountId },
      ip: client.ip,
      details,
    });
  }
}
