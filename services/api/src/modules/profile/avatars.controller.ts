import { Controller, Get, Param, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { UuidSchema } from '@vaultline/contracts';
import { Public } from '../../platform/http/access.decorator';
import { notFound } from '../../platform/http/app.exception';
import { Contract } from '../../platform/http/contract.decorator';
import { Avatar } from './avatar.entity';

const AvatarParams = z.strictObject({ id: UuidSchema });

/**
 * Profile pictures are served from unguessable URLs (a random id that changes with every upload),
 * so an <img> can show them without a token. Never SVG: only sniffed raster types are stored.
 */
@Controller('avatars')
export class AvatarsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get(':id')
  @Public()
  @Contract({ summary: 'A profile picture', params: AvatarParams })
  async avatar(@Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    const avatar = await this.db.getRepository(Avatar).findOneBy({ id });
    if (!avatar) throw notFound('No such picture.');
    await reply
      .header('Content-Type', avatar.contentType)
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .header('Content-Disposition', 'inline')
      .send(avatar.bytes);
  }
}
