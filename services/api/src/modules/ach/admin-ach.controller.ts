import { Controller, Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AchBatchDetailSchema, AchBatchListSchema, UuidSchema } from '@vaultline/contracts';
import type { AchBatchDetail, AchBatchList } from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { StaffOnly } from '../../platform/http/access.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { AchBackOffice } from './ach-back-office.service';

const BatchParams = z.strictObject({ id: UuidSchema });

/** Staff: the ACH files the bank sent, their entries and returns, and each file as sent. */
@StaffOnly()
@Controller('admin/ach/batches')
export class AdminAchController {
  constructor(private readonly backOffice: AchBackOffice) {}

  @Get()
  @Contract({ summary: 'The ACH files sent, newest first', response: AchBatchListSchema })
  list(): Promise<AchBatchList> {
    return this.backOffice.list();
  }

  @Get(':id')
  @Contract({
    summary: 'One ACH file: its entries and what came back',
    params: BatchParams,
    response: AchBatchDetailSchema,
  })
  detail(@Param('id') id: string): Promise<AchBatchDetail> {
    return this.backOffice.detail(id);
  }

  @Get(':id/file')
  @Contract({ summary: 'The NACHA file as sent (a download; audited)', params: BatchParams })
  async file(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Client() client: ClientInfo,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.backOffice.file(auth, id, client);
    await reply
      .header('Content-Type', 'text/plain; charset=us-ascii')
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-File-SHA256', file.sha256)
      .send(file.text);
  }
}
