import { Body, Controller, Get, Header, Param, Post } from '@nestjs/common';
import {
  PublishRemoteRequestSchema,
  RemoteNameSchema,
  RemoteRegistrySchema,
  RemoteReleaseListSchema,
  RollbackRemoteRequestSchema,
} from '@vaultline/contracts';
import type {
  PublishRemoteRequest,
  RemoteName,
  RemoteRegistry,
  RemoteReleaseList,
  RollbackRemoteRequest,
} from '@vaultline/contracts';
import { z } from 'zod';
import { CurrentUser } from '../auth/current-user.decorator';
import type { AuthContext } from '../auth/current-user.decorator';
import { OpsOnly, Public } from '../http/access.decorator';
import { Contract } from '../http/contract.decorator';
import { RemotesService } from './remotes.service';

const NameParams = z.strictObject({ name: RemoteNameSchema });

@Controller('platform/remotes')
export class RemotesController {
  constructor(private readonly remotes: RemotesService) {}

  /** The registry the shell boots from. Never cached: a rollback must reach the next page load. */
  @Get()
  @Public()
  @Header('Cache-Control', 'no-cache')
  @Contract({ summary: 'Live remote releases for the shell', response: RemoteRegistrySchema })
  registry(@CurrentUser({ optional: true }) auth: AuthContext | null): Promise<RemoteRegistry> {
    // Only staff sessions get the admin remote's files. The admin API is closed by its own guards
    // either way; this keeps staff code out of customer browsers (defence in depth).
    return this.remotes.registry({ staff: auth?.user.role === 'admin' });
  }

  @Get(':name/releases')
  @OpsOnly()
  @Contract({ summary: 'Every release of one remote', params: NameParams, response: RemoteReleaseListSchema })
  releases(@Param('name') name: RemoteName): Promise<RemoteReleaseList> {
    return this.remotes.releases(name);
  }

  @Post(':name/releases')
  @OpsOnly()
  @Contract({
    summary: 'Publish a new release and make it live',
    params: NameParams,
    body: PublishRemoteRequestSchema,
    response: RemoteReleaseListSchema,
    status: 201,
  })
  publish(@Param('name') name: RemoteName, @Body() body: PublishRemoteRequest): Promise<RemoteReleaseList> {
    return this.remotes.publish(name, body, 'ops-token');
  }

  @Post(':name/rollback')
  @OpsOnly()
  @Contract({
    summary: 'Make an earlier release live again',
    params: NameParams,
    body: RollbackRemoteRequestSchema,
    response: RemoteReleaseListSchema,
    status: 200,
  })
  rollback(@Param('name') name: RemoteName, @Body() body: RollbackRemoteRequest): Promise<RemoteReleaseList> {
    return this.remotes.rollback(name, body.version, 'ops-token');
  }
}
