import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  StatementArchiveSchema,
  StatementFormatQuerySchema,
  StatementRangeQuerySchema,
  UuidSchema,
} from '@vaultline/contracts';
import type { StatementArchive, StatementFormat } from '@vaultline/contracts';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { sendStatement } from './statement-reply';
import { StatementsService } from './statements.service';

const AccountParams = z.strictObject({ id: UuidSchema });
const StatementParams = z.strictObject({ id: UuidSchema, statementId: UuidSchema });
type RangeQuery = { from: string; to: string; format: StatementFormat };

/** A customer's statements: the kept month-end ones, and any range of days on demand. */
@Controller('accounts/:id/statements')
export class StatementsController {
  constructor(private readonly statements: StatementsService) {}

  @Get()
  @Contract({
    summary: 'Your month-end statements for one account, newest first',
    params: AccountParams,
    response: StatementArchiveSchema,
  })
  async archive(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
  ): Promise<StatementArchive> {
    return { statements: await this.statements.archive(auth.user.id, id) };
  }

  @Get('range')
  @Contract({
    summary:
      'A statement for any range of days (at most 366, ending today at the latest) as PDF, CSV or JSON',
    params: AccountParams,
    query: StatementRangeQuerySchema,
  })
  async range(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Query() query: RangeQuery,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const period = { start: query.from, end: query.to };
    const reader = { requesterId: auth.user.id, ownerId: auth.user.id };
    const file = await this.statements.rangeFile(reader, id, period, query.format);
    await sendStatement(reply, file, query.format);
  }

  @Get(':statementId')
  @Contract({
    summary: 'One month-end statement as PDF, CSV or JSON, exactly as it was made',
    params: StatementParams,
    query: StatementFormatQuerySchema,
  })
  async kept(
    @CurrentUser() auth: AuthContext,
    @Param() params: z.infer<typeof StatementParams>,
    @Query() query: { format: StatementFormat },
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const reader = { requesterId: auth.user.id, ownerId: auth.user.id };
    const file = await this.statements.keptFile(
      reader,
      params.id,
      params.statementId,
      query.format,
    );
    await sendStatement(reply, file, query.format);
  }
}
