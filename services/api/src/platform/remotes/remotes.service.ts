import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  LiveRemote,
  PublishRemoteRequest,
  REMOTE_NAMES,
  RemoteName,
  RemoteRegistry,
  RemoteReleaseList,
} from '@vaultline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RemoteEvent, RemoteLive, RemoteRelease } from './remote-release.entity';
import { RemotesErrorCode, RemotesException } from './remotes.exception';

/** How many earlier releases the registry offers as fallbacks. */
const PREVIOUS_MAX = 5;

/** Remotes whose files only staff sessions are given. */
const STAFF_ONLY: ReadonlySet<RemoteName> = new Set(['mfe_admin']);

export interface RegistryViewer {
  staff: boolean;
}

@Injectable()
export class RemotesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The live release of every published remote, with its earlier releases as fallbacks. */
  async registry(viewer: RegistryViewer): Promise<RemoteRegistry> {
    const releases = await this.db.getRepository(RemoteRelease).find({ order: { publishedAt: 'DESC', id: 'DESC' } });
    const live = await this.db.getRepository(RemoteLive).find();
    const remotes: LiveRemote[] = [];
    for (const name of REMOTE_NAMES) {
      const liveRow = live.find((row) => row.remote === name);
      const current = releases.find((release) => release.id === liveRow?.releaseId);
      if (!current) continue;
      const hidden = STAFF_ONLY.has(name) && !viewer.staff;
      const previous = releases
        .filter((release) => release.remote === name && release.publishedAt < current.publishedAt)
        .slice(0, PREVIOUS_MAX)
        .map(toRelease);
      remotes.push({
        name,
        version: hidden ? null : current.version,
        entry: hidden ? null : current.entry,
        integrity: hidden ? null : current.integrity,
        routes: current.routes,
        previous: hidden ? [] : previous,
      });
    }
    return { remotes };
  }

  /**
   * Records a new release and makes it live.
   * Errors: REMOTES_ENTRY_NOT_ALLOWED (entry outside /remotes/<name>/<version>/ or the allowed
   * origins), REMOTES_VERSION_EXISTS (versions are immutable).
   */
  async publish(name: RemoteName, request: PublishRemoteRequest, actor: string): Promise<RemoteReleaseList> {
    this.assertEntryAllowed(name, request.version, request.entry);
    await this.db.transaction(async (tx) => {
      const exists = await tx.getRepository(RemoteRelease).existsBy({ remote: name, version: request.version });
      if (exists) {
        throw new RemotesException(RemotesErrorCode.VERSION_EXISTS, `Version ${request.version} of ${name} is already published.`);
      }
      const release = await tx.getRepository(RemoteRelease).save(tx.getRepository(RemoteRelease).create({ remote: name, ...request }));
      await this.setLive(tx, name, release, 'publish', actor);
    });
    return this.releases(name);
  }

  /**
   * Points the registry back at an earlier release (the one before the live one by default).
   * Errors: REMOTES_VERSION_NOT_FOUND, REMOTES_NOTHING_TO_ROLL_BACK_TO.
   */
  async rollback(name: RemoteName, version: string | undefined, actor: string): Promise<RemoteReleaseList> {
    await this.db.transaction(async (tx) => {
      const live = await tx.getRepository(RemoteLive).findOne({ where: { remote: name }, lock: { mode: 'pessimistic_write' } });
      const releases = tx.getRepository(RemoteRelease);
      const target = version
        ? await releases.findOneBy({ remote: name, version })
        : await this.releaseBefore(tx, name, live?.releaseId);
      if (!target) {
        throw version
          ? new RemotesException(RemotesErrorCode.VERSION_NOT_FOUND, `${name} has no published version ${version}.`)
          : new RemotesException(RemotesErrorCode.NOTHING_TO_ROLL_BACK_TO, `${name} has no earlier version to roll back to.`);
      }
      await this.setLive(tx, name, target, 'rollback', actor);
    });
    return this.releases(name);
  }

  async releases(name: RemoteName): Promise<RemoteReleaseList> {
    const rows = await this.db.getRepository(RemoteRelease).find({ where: { remote: name }, order: { publishedAt: 'DESC', id: 'DESC' } });
    const live = await this.db.getRepository(RemoteLive).findOneBy({ remote: name });
    return {
      name,
      releases: rows.map((row) => ({ ...toRelease(row), live: row.id === live?.releaseId, sourceHash: row.sourceHash })),
    };
  }

  private async releaseBefore(tx: EntityManager, name: RemoteName, liveId: string | undefined): Promise<RemoteRelease | null> {
    const current = liveId ? await tx.getRepository(RemoteRelease).findOneBy({ id: liveId }) : null;
    if (!current) return null;
    return tx
      .getRepository(RemoteRelease)
      .createQueryBuilder('r')
      .where('r.remote = :name AND r.published_at < :at', { name, at: current.publishedAt })
      .orderBy('r.published_at', 'DESC')
      .getOne();
  }

  private async setLive(tx: EntityManager, name: RemoteName, release: RemoteRelease, action: 'publish' | 'rollback', actor: string) {
    const previous = await tx.getRepository(RemoteLive).findOneBy({ remote: name });
    const fromVersion = previous
      ? ((await tx.getRepository(RemoteRelease).findOneBy({ id: previous.releaseId }))?.version ?? null)
      : null;
    await tx.getRepository(RemoteLive).save({ remote: name, releaseId: release.id, changedAt: new Date() });
    await tx.getRepository(RemoteEvent).insert({ remote: name, action, fromVersion, toVersion: release.version, actor });
  }

  private assertEntryAllowed(name: RemoteName, version: string, entry: string): void {
    const path = `/remotes/${name}/${version}/mf-manifest.json`;
    if (entry === path) return;
    const url = URL.canParse(entry) ? new URL(entry) : null;
    if (url && this.config.remoteOrigins.includes(url.origin) && url.pathname.endsWith(`/${name}/${version}/mf-manifest.json`)) {
      return;
    }
    throw new RemotesException(
      RemotesErrorCode.ENTRY_NOT_ALLOWED,
      `The entry must be ${path} or the same path on an allowed origin.`,
    );
  }
}

function toRelease(row: RemoteRelease) {
  return { version: row.version, entry: row.entry, integrity: row.integrity, publishedAt: row.publishedAt.toISOString() };
}
