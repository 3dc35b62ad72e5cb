import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Inject,
  Param,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ApproveRemoteRequestSchema,
  CanaryRemoteRequestSchema,
  PromoteRemoteRequestSchema,
  PublishRemoteRequestSchema,
  ReleaseHistorySchema,
  RemoteDowngradeSchema,
  RemoteNameSchema,
  RemoteRegistrySchema,
  RemoteReleaseListSchema,
  RollbackRemoteRequestSchema,
} from '@vaultline/contracts';
import type {
  ApproveRemoteRequest,
  CanaryRemoteRequest,
  PromoteRemoteRequest,
  PublishRemoteRequest,
  ReleaseHistory,
  RemoteDowngrade,
  RemoteName,
  RemoteRegistry,
  RemoteReleaseList,
  RollbackRemoteRequest,
} from '@vaultline/contracts';
import { CurrentReleaseActor, CurrentUser } from '../auth/current-user.decorator';
import type { AuthContext } from '../auth/current-user.decorator';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Public, ReleaseTooling } from '../http/access.decorator';
import { Contract } from '../http/contract.decorator';
import { canaryBucket } from './canary-bucket';
import type { ReleaseActor } from './release-credentials.service';
import { ReleaseLifecycleService } from './release-lifecycle.service';
import { assertMayAct } from './release-transitions';
import { RemotesService } from './remotes.service';

const NameParams = z.strictObject({ name: RemoteNameSchema });

/** The registry the shell reads, and the release routes the tooling calls (a remote's credential; the ops token may read, roll back and approve). */
@Controller('platform/remotes')
export class RemotesController {
  constructor(
    private readonly remotes: RemotesService,
    private readonly lifecycle: ReleaseLifecycleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * What this browser loads. Never cached: a rollback must reach the next page load. Only staff
   * sessions get the admin remote (defence in depth: the admin API has its own guards); canary
   * shares are chosen by the staff member's id or the browser's bucket cookie, so they stick.
   */
  @Get()
  @Public()
  @Header('Cache-Control', 'no-cache')
  @Contract({ summary: 'The remote releases this browser loads', response: RemoteRegistrySchema })
  registry(
    @CurrentUser({ optional: true }) auth: AuthContext | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RemoteRegistry> {
    const staff = auth?.user.role === 'admin';
    const bucket =
      staff && auth ? auth.user.id : canaryBucket(request, reply, this.config.secureCookies);
    return this.remotes.registry({ staff, bucket });
  }

  @Get('baseline')
  @Public()
  @Header('Cache-Control', 'no-cache')
  @Contract({
    summary: 'The live releases, without canaries or staff remotes (the default the tooling bakes)',
    response: RemoteRegistrySchema,
  })
  baseline(): Promise<RemoteRegistry> {
    return this.remotes.registry({ staff: false, bucket: null });
  }

  @Post(':name/downgrades')
  @Public()
  @HttpCode(204)
  @Contract({
    summary: 'A browser fell back from the release the registry named',
    params: NameParams,
    body: RemoteDowngradeSchema,
  })
  downgrade(
    @Param('name') name: RemoteName,
    @Body() body: RemoteDowngrade,
    @Req() request: FastifyRequest,
  ): void {
    this.remotes.noteDowngrade(name, body, request.id);
  }

  @Get(':name/releases')
  @ReleaseTooling()
  @Contract({
    summary: 'Every release of one remote, with its state',
    params: NameParams,
    response: RemoteReleaseListSchema,
  })
  releases(
    @Param('name') name: RemoteName,
    @CurrentReleaseActor() actor: ReleaseActor,
  ): Promise<RemoteReleaseList> {
    assertMayAct(actor, name, 'read');
    return this.list(name);
  }

  @Get(':name/history')
  @ReleaseTooling()
  @Contract({
    summary: 'Publishes, canaries, promotions, approvals and rollbacks of one remote, newest first',
    params: NameParams,
    response: ReleaseHistorySchema,
  })
  async history(
    @Param('name') name: RemoteName,
    @CurrentReleaseActor() actor: ReleaseActor,
  ): Promise<ReleaseHistory> {
    assertMayAct(actor, name, 'read');
    return { name, events: await this.remotes.history(name) };
  }

  @Post(':name/releases')
  @ReleaseTooling()
  @Contract({
    summary: 'Register a built release (a candidate, or live at once)',
    params: NameParams,
    body: PublishRemoteRequestSchema,
    response: RemoteReleaseListSchema,
    status: 201,
  })
  async publish(
    @Param('name') name: RemoteName,
    @Body() body: PublishRemoteRequest,
    @CurrentReleaseActor() actor: ReleaseActor,
  ): Promise<RemoteReleaseList> {
    await this.lifecycle.publish(name, body, actor);
    return this.list(name);
  }

  @Post(':name/canary')
  @ReleaseTooling()
  @Contract({
    summary: 'Serve a release to a share of users (0 % stops it)',
    params: NameParams,
    body: CanaryRemoteRequestSchema,
    response: RemoteReleaseListSchema,
    status: 200,
  })
  async canary(
    @Param('name') name: RemoteName,
    @Body() body: CanaryRemoteRequest,
    @CurrentReleaseActor() actor: ReleaseActor,
  ): Promise<RemoteReleaseList> {
    await this.lifecycle.canary(name, body, actor);
    return this.list(name);
  }

  @Post(':name/promote')
  @ReleaseTooling()
  @Contract({
    summary: 'Make the canary (or a named one) live for everyone',
    params: NameParams,
    body: PromoteRemoteRequestSchema,
    response: RemoteReleaseListSchema,
    status: 200,
  })
  async promote(
    @Param('name') name: RemoteName,
    @Body() body: PromoteRemoteRequest,
    @CurrentReleaseActor() actor: ReleaseActor,
  ): Promise<RemoteReleaseList> {
    await this.lifecycle.promote(name, body, actor);
    return this.list(name);
  }

  @Post(':name/approve')
  @ReleaseTooling()
  @Contract({
    summary: 'Ops approve a candidate live without a canary (the second credential holder)',
    params: NameParams,
    body: ApproveRemoteRequestSchema,
    response: RemoteReleaseListSchema,
    status: 200,
  })
  async approve(
    @Param('name') name: RemoteName,
    @Body() body: ApproveRemoteRequest,
    @CurrentReleaseActor() actor: ReleaseActor,
  ): Promise<RemoteReleaseList> {
    await this.lifecycle.approve(name, body, actor);
    return this.list(name);
  }

  @Post(':name/rollback')
  @ReleaseTooling()
  @Contract({
    summary: 'Withdraw the live release: a known-good one is live again, pinned',
    params: NameParams,
    body: RollbackRemoteRequestSchema,
    response: RemoteReleaseListSchema,
    status: 200,
  })
  async rollback(
    @Param('name') name: RemoteName,
    @Body() body: RollbackRemoteRequest,
    @CurrentReleaseActor() actor: ReleaseActor,
  ): Promise<RemoteReleaseList> {
    await this.lifecycle.rollback(name, body, actor);
    return this.list(name);
  }

  private async list(name: RemoteName): Promise<RemoteReleaseList> {
    return { name, releases: await this.remotes.releases(name) };
  }
}
