import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RELEASE_ACTIONS, REMOTE_NAMES } from '@vaultline/contracts';
import type {
  LiveRemote,
  LoadableRelease,
  ReleaseEvent,
  RemoteDowngrade,
  RemoteName,
  RemoteRegistry,
  RemoteReleaseDetail,
  RemoteReleasesOverview,
} from '@vaultline/contracts';
import { AuditRecord, AuditService } from '../audit/audit.service';
import { knownGood } from './release-store';
import { RemoteRelease, RemoteReleaseState } from './remote-release.entity';

/** How many known-good releases the registry offers as fallbacks, and how many rolled-back ones it lists. */
const PREVIOUS_MAX = 5;
const WITHDRAWN_MAX = 5;
const HISTORY_MAX = 100;

/** Remotes whose files only staff sessions are given. */
const STAFF_ONLY: ReadonlySet<RemoteName> = new Set(['mfe_admin']);

export interface RegistryViewer {
  staff: boolean;
  /**
   * A stable id for canary assignment (the staff member's id, or the browser's bucket cookie);
   * null serves the live releases only (the baseline the tooling bakes for outages).
   */
  bucket: string | null;
}

interface Tracked {
  release: RemoteRelease;
  state: RemoteReleaseState;
}

/** Whether a viewer falls in a canary's share: a stable hash of the bucket and the remote, 0-99. */
export function inCanaryShare(bucket: string, name: RemoteName, percent: number): boolean {
  const slot = createHash('sha256').update(`${bucket}:${name}`).digest().readUInt32BE(0) % 100;
  return slot < percent;
}

/** A release the shell can check before it runs (releases from before manifests were hashed are not). */
function loadable({ release }: Tracked): LoadableRelease | null {
  if (!release.manifestIntegrity || !release.contractVersion) return null;
  const { version, entry, integrity, manifestIntegrity, contractVersion } = release;
  return { version, entry, integrity, manifestIntegrity, contractVersion };
}

export function toDetail({ release, state }: Tracked): RemoteReleaseDetail {
  return {
    version: release.version,
    entry: release.entry,
    state: state.state,
    canaryPercent: state.canaryPercent,
    pinned: state.pinned,
    contractVersion: release.contractVersion,
    sourceHash: release.sourceHash,
    commit: release.commit,
    publishedAt: release.publishedAt.toISOString(),
    publishedBy: release.publishedBy,
    wentLiveAt: state.wentLiveAt?.toISOString() ?? null,
  };
}

const isReleaseAction = (action: string): action is ReleaseEvent['action'] =>
  (RELEASE_ACTIONS as readonly string[]).includes(action);

function toEvent(record: AuditRecord): ReleaseEvent | null {
  const action = record.action.replace(/^remote\./, '');
  const details = (record.details ?? {}) as Partial<ReleaseEvent>;
  if (!isReleaseAction(action) || typeof details.version !== 'string') return null;
  return {
    at: record.at,
    action,
    actor: typeof details.actor === 'string' ? details.actor : (record.actorRole ?? 'unknown'),
    version: details.version,
    fromVersion: details.fromVersion ?? null,
    canaryPercent: details.canaryPercent ?? null,
    urgent: details.urgent === true,
  };
}

/** The registry the shell boots from, the releases of each remote, and their history. */
@Injectable()
export class RemotesService {
  private readonly logger = new Logger('Remotes');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Per remote, the release this viewer loads (live, or the canary for its share), known-good fallbacks and withdrawn releases. */
  async registry(viewer: RegistryViewer): Promise<RemoteRegistry> {
    const tracked = await this.tracked();
    const remotes: LiveRemote[] = [];
    for (const name of REMOTE_NAMES) {
      const own = tracked.filter((item) => item.release.remote === name);
      const live = own.find((item) => item.state.state === 'live');
      const canary = own.find((item) => item.state.state === 'canary');
      const inShare =
        canary &&
        viewer.bucket !== null &&
        inCanaryShare(viewer.bucket, name, canary.state.canaryPercent ?? 0);
      const served = inShare ? canary : live;
      if (!served) continue;
      const hidden = STAFF_ONLY.has(name) && !viewer.staff;
      const rolledBack = own
        .filter((item) => item.state.state === 'rolled_back')
        .sort((a, b) => b.state.changedAt.getTime() - a.state.changedAt.getTime());
      remotes.push({
        name,
        release: hidden ? null : loadable(served),
        channel: hidden ? null : inShare ? 'canary' : 'live',
        routes: served.release.routes,
        previous: hidden
          ? []
          : knownGood(own)
              .flatMap((item) => loadable(item) ?? [])
              .slice(0, PREVIOUS_MAX),
        withdrawn: hidden
          ? []
          : rolledBack
              .slice(0, WITHDRAWN_MAX)
              .map(({ release, state }) => ({ version: release.version, urgent: state.urgent })),
      });
    }
    return { remotes };
  }

  async releases(name: RemoteName): Promise<RemoteReleaseDetail[]> {
    const own = (await this.tracked()).filter((item) => item.release.remote === name);
    return own
      .sort((a, b) => b.release.publishedAt.getTime() - a.release.publishedAt.getTime())
      .map(toDetail);
  }

  /** Publishes, canaries, promotions, approvals and rollbacks of one remote, newest first, from the audit log. */
  async history(name: RemoteName): Promise<ReleaseEvent[]> {
    const records = await this.audit.forTarget('remote', name, HISTORY_MAX);
    return records.flatMap((record) => toEvent(record) ?? []);
  }

  /** The back office's view: what is live, on canary, known good, and what happened. */
  async overview(): Promise<RemoteReleasesOverview[]> {
    const tracked = await this.tracked();
    return Promise.all(
      REMOTE_NAMES.map(async (name) => {
        const own = tracked.filter((item) => item.release.remote === name);
        const pick = (state: string) => own.find((item) => item.state.state === state);
        const [live, canary] = [pick('live'), pick('canary')];
        return {
          name,
          live: live ? toDetail(live) : null,
          canary: canary ? toDetail(canary) : null,
          knownGood: knownGood(own).map(toDetail),
          history: await this.history(name),
        };
      }),
    );
  }

  /** A tab could not load what the registry named: one log line (an operational signal, not an audit record). */
  noteDowngrade(name: RemoteName, report: RemoteDowngrade, requestId: string): void {
    this.logger.warn(
      `remote downgrade ${name} ${report.fromVersion} -> ${report.toVersion ?? 'none'} (${report.reason}) [${requestId}]`,
    );
  }

  private async tracked(): Promise<Tracked[]> {
    const [releases, states] = await Promise.all([
      this.db.getRepository(RemoteRelease).find(),
      this.db.getRepository(RemoteReleaseState).find(),
    ]);
    return releases.flatMap((release) => {
      const state = states.find((row) => row.releaseId === release.id);
      return state ? [{ release, state }] : [];
    });
  }
}
