import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type {
  ApproveRemoteRequest,
  CanaryRemoteRequest,
  PromoteRemoteRequest,
  PublishRemoteRequest,
  RemoteName,
  RollbackRemoteRequest,
} from '@vaultline/contracts';
import {
  ApproveRemoteRequestSchema,
  CanaryRemoteRequestSchema,
  PublishRemoteRequestSchema,
  RollbackRemoteRequestSchema,
} from '@vaultline/contracts';
import { AuditService } from '../audit/audit.service';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { actorName, auditActor, ReleaseActor } from './release-credentials.service';
import { declaredReleaseFacts, readReleaseFacts } from './release-files';
import {
  byVersion,
  insertRelease,
  knownGood,
  lockReleases,
  newCandidate,
  newestCandidate,
  replaceLive,
  setState,
} from './release-store';
import type { Tracked } from './release-store';
import { assertMayAct, assertMove, REPLACED_LIVE } from './release-transitions';
import type { LiveMove, ReleaseAction } from './release-transitions';
import { RemoteReleaseState } from './remote-release.entity';
import { RemotesErrorCode, RemotesException } from './remotes.exception';

/** What one action did, for the audit log and the release history. */
interface ActionRecord {
  action: ReleaseAction;
  version: string;
  fromVersion: string | null;
  canaryPercent?: number | null;
  urgent?: boolean;
  /** For an approval: the credential that published the release (the first of the two holders). */
  publishedBy?: string;
}

/**
 * The life of a release (the state machine is in release-transitions.ts): publish (a candidate),
 * canary (a share of users), promote (the canary live for all), approve (ops make a candidate live
 * without a canary), roll back (the live release is withdrawn and a known-good one is live again,
 * pinned). Each action locks the remote's states, changes them in one transaction and appends to
 * the hash-chained audit log with the credential's name as actor.
 */
@Injectable()
export class ReleaseLifecycleService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  /**
   * Registers a candidate. Errors: REMOTES_SCOPE_FORBIDDEN, REMOTES_APPROVAL_REQUIRED (`live`:
   * one credential may not skip the canary), REMOTES_ENTRY_NOT_ALLOWED, REMOTES_VERSION_EXISTS
   * (releases are immutable), REMOTES_RELEASE_FILES_MISSING, REMOTES_RELEASE_INVALID.
   */
  async publish(name: RemoteName, input: PublishRemoteRequest, actor: ReleaseActor): Promise<void> {
    assertMayAct(actor, name, 'publish');
    const request = PublishRemoteRequestSchema.parse(input);
    if (request.live)
      throw new RemotesException(
        RemotesErrorCode.APPROVAL_REQUIRED,
        `A release goes live at once only with ops' approval: publish ${request.version} as a candidate, then run it as a canary and promote it, or have ops approve it (npm run remotes -- approve ${name} ${request.version}).`,
      );
    const sameOrigin = this.assertEntryAllowed(name, request.version, request.entry);
    const facts = sameOrigin
      ? await readReleaseFacts(this.config.remotesDir, name, request.version)
      : declaredReleaseFacts(request);
    await this.db.transaction(async (tx) => {
      const tracked = await lockReleases(tx, name);
      if (tracked.some((item) => item.release.version === request.version)) {
        throw new RemotesException(
          RemotesErrorCode.VERSION_EXISTS,
          `${name} ${request.version} is already published; releases never change.`,
        );
      }
      const release = await insertRelease(tx, name, request, facts, actorName(actor));
      await tx.getRepository(RemoteReleaseState).insert(newCandidate(release));
      await this.record(tx, name, actor, {
        action: 'publish',
        version: request.version,
        fromVersion: null,
      });
    });
  }

  /** Errors: REMOTES_SCOPE_FORBIDDEN, REMOTES_VERSION_NOT_FOUND, REMOTES_NOTHING_TO_RELEASE, REMOTES_STATE_CONFLICT. */
  async canary(name: RemoteName, input: CanaryRemoteRequest, actor: ReleaseActor): Promise<void> {
    assertMayAct(actor, name, 'canary');
    const request = CanaryRemoteRequestSchema.parse(input);
    await this.db.transaction(async (tx) => {
      const tracked = await lockReleases(tx, name);
      const current = tracked.find((item) => item.state.state === 'canary') ?? null;
      const target = request.version
        ? byVersion(tracked, name, request.version)
        : (current ?? newestCandidate(tracked));
      if (!target)
        throw new RemotesException(
          RemotesErrorCode.NOTHING_TO_RELEASE,
          `${name} has no candidate to try: publish one first.`,
        );
      assertMove(name, { version: target.release.version, state: target.state.state }, 'canary');
      if (current && current !== target) await setState(tx, current, 'candidate');
      await setState(tx, target, 'canary', { canaryPercent: request.percent });
      await this.record(tx, name, actor, {
        action: 'canary',
        version: target.release.version,
        fromVersion: null,
        canaryPercent: request.percent,
      });
    });
  }

  /**
   * The canary (or the one named) goes live. Errors: REMOTES_SCOPE_FORBIDDEN,
   * REMOTES_VERSION_NOT_FOUND, REMOTES_NOTHING_TO_RELEASE, REMOTES_APPROVAL_REQUIRED (a candidate
   * that never ran as a canary), REMOTES_RELEASE_WITHDRAWN, REMOTES_STATE_CONFLICT.
   */
  async promote(
    name: RemoteName,
    request: PromoteRemoteRequest,
    actor: ReleaseActor,
  ): Promise<void> {
    assertMayAct(actor, name, 'promote');
    await this.db.transaction(async (tx) => {
      const tracked = await lockReleases(tx, name);
      const canary = tracked.find((item) => item.state.state === 'canary') ?? null;
      const target = request.version ? byVersion(tracked, name, request.version) : canary;
      if (!target)
        throw new RemotesException(
          RemotesErrorCode.NOTHING_TO_RELEASE,
          `${name} has no canary to promote: name a version.`,
        );
      await this.goLive(tx, { name, actor, tracked, target }, 'promote', { pinned: false });
    });
  }

  /**
   * Ops, as the second credential holder, make a team's candidate live without a canary. Errors:
   * REMOTES_SCOPE_FORBIDDEN (only ops approve), REMOTES_VERSION_NOT_FOUND,
   * REMOTES_RELEASE_WITHDRAWN, REMOTES_STATE_CONFLICT.
   */
  async approve(name: RemoteName, input: ApproveRemoteRequest, actor: ReleaseActor): Promise<void> {
    assertMayAct(actor, name, 'approve');
    const request = ApproveRemoteRequestSchema.parse(input);
    await this.db.transaction(async (tx) => {
      const tracked = await lockReleases(tx, name);
      const target = byVersion(tracked, name, request.version);
      await this.goLive(tx, { name, actor, tracked, target }, 'approve', { pinned: false });
    });
  }

  /**
   * Withdraws the live release (rolled_back, for good) and makes the newest known-good release (or
   * the one named) live again, pinned. Errors: REMOTES_SCOPE_FORBIDDEN, REMOTES_VERSION_NOT_FOUND,
   * REMOTES_NOTHING_TO_ROLL_BACK_TO, REMOTES_RELEASE_WITHDRAWN, REMOTES_STATE_CONFLICT.
   */
  async rollback(
    name: RemoteName,
    input: RollbackRemoteRequest,
    actor: ReleaseActor,
  ): Promise<void> {
    assertMayAct(actor, name, 'rollback');
    const request = RollbackRemoteRequestSchema.parse(input);
    await this.db.transaction(async (tx) => {
      const tracked = await lockReleases(tx, name);
      const live = tracked.find((item) => item.state.state === 'live') ?? null;
      const target = request.version
        ? byVersion(tracked, name, request.version)
        : knownGood(tracked)[0];
      if (!live || !target)
        throw new RemotesException(
          RemotesErrorCode.NOTHING_TO_ROLL_BACK_TO,
          `${name} has no earlier good release to roll back to.`,
        );
      await this.goLive(tx, { name, actor, tracked, target }, 'rollback', {
        pinned: true,
        urgent: request.urgent,
      });
    });
  }

  /**
   * Every way to live goes through here: the state machine must have the edge (a withdrawn release
   * has none), the live release steps aside as the move says, and the move is audited.
   */
  private async goLive(
    tx: EntityManager,
    at: { name: RemoteName; actor: ReleaseActor; tracked: Tracked[]; target: Tracked },
    move: LiveMove,
    flags: { pinned: boolean; urgent?: boolean },
  ): Promise<void> {
    const { name, actor, tracked, target } = at;
    assertMove(name, { version: target.release.version, state: target.state.state }, move);
    const live = await replaceLive(tx, tracked, target, REPLACED_LIVE[move], flags);
    await this.record(tx, name, actor, {
      action: move,
      version: target.release.version,
      fromVersion: live?.release.version ?? null,
      urgent: flags.urgent,
      ...(move === 'approve' ? { publishedBy: target.release.publishedBy } : {}),
    });
  }

  private async record(
    tx: EntityManager,
    name: RemoteName,
    actor: ReleaseActor,
    what: ActionRecord,
  ): Promise<void> {
    const details = {
      actor: actorName(actor),
      version: what.version,
      fromVersion: what.fromVersion,
      canaryPercent: what.canaryPercent ?? null,
      urgent: what.urgent ?? false,
      ...(what.publishedBy ? { publishedBy: what.publishedBy } : {}),
    };
    await this.audit.record(tx, {
      actor: auditActor(actor),
      action: `remote.${what.action}`,
      target: { type: 'remote', id: name },
      details,
    });
  }

  /** Same-origin releases live in /remotes/<name>/<version>/; others on an allowed origin. Answers whether it is same-origin. */
  private assertEntryAllowed(name: RemoteName, version: string, entry: string): boolean {
    const path = `/remotes/${name}/${version}/mf-manifest.json`;
    if (entry === path) return true;
    const url = URL.canParse(entry) ? new URL(entry) : null;
    if (
      url &&
      this.config.remoteOrigins.includes(url.origin) &&
      url.pathname.endsWith(`/${name}/${version}/mf-manifest.json`)
    )
      return false;
    throw new RemotesException(
      RemotesErrorCode.ENTRY_NOT_ALLOWED,
      `The entry must be ${path} or the same path on an allowed origin.`,
    );
  }
}
