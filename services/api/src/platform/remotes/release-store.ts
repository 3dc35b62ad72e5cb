import type { EntityManager } from 'typeorm';
import type { PublishRemoteRequest, ReleaseState, RemoteName } from '@vaultline/contracts';
import type { ReleaseFacts } from './release-files';
import { RemoteRelease, RemoteReleaseState } from './remote-release.entity';
import { RemotesErrorCode, RemotesException } from './remotes.exception';

// A remote's releases and their states as the lifecycle reads and changes them, inside its
// transaction (the state machine itself: release-transitions.ts).

/** A release with its state, as the lifecycle sees it inside its transaction. */
export interface Tracked {
  release: RemoteRelease;
  state: RemoteReleaseState;
}

function versionNotFound(name: RemoteName, version: string): RemotesException {
  return new RemotesException(
    RemotesErrorCode.VERSION_NOT_FOUND,
    `${name} has no release ${version}.`,
  );
}

/** The remote's releases and states, its state rows locked until the transaction ends. */
export async function lockReleases(tx: EntityManager, name: RemoteName): Promise<Tracked[]> {
  const states = await tx
    .getRepository(RemoteReleaseState)
    .find({ where: { remote: name }, lock: { mode: 'pessimistic_write' } });
  const releases = await tx.getRepository(RemoteRelease).findBy({ remote: name });
  return releases.flatMap((release) => {
    const state = states.find((row) => row.releaseId === release.id);
    return state ? [{ release, state }] : [];
  });
}

/** The live release steps aside (to `previousState`) and `target` goes live. */
export async function replaceLive(
  tx: EntityManager,
  tracked: Tracked[],
  target: Tracked,
  previousState: 'retired' | 'rolled_back',
  flags: { pinned: boolean; urgent?: boolean },
): Promise<Tracked | null> {
  const live = tracked.find((item) => item.state.state === 'live') ?? null;
  if (live) await setState(tx, live, previousState, { urgent: flags.urgent ?? false });
  await setState(tx, target, 'live', { pinned: flags.pinned, wentLiveAt: new Date() });
  return live;
}

export async function setState(
  tx: EntityManager,
  tracked: Tracked,
  state: ReleaseState,
  changes: Partial<RemoteReleaseState> = {},
) {
  Object.assign(tracked.state, { canaryPercent: null, pinned: false, urgent: false }, changes, {
    state,
    changedAt: new Date(),
  });
  await tx.getRepository(RemoteReleaseState).save(tracked.state);
}

export async function insertRelease(
  tx: EntityManager,
  name: RemoteName,
  request: PublishRemoteRequest,
  facts: ReleaseFacts,
  publishedBy: string,
) {
  const repository = tx.getRepository(RemoteRelease);
  const { version, entry, routes, sourceHash } = request;
  return repository.save(
    repository.create({
      remote: name,
      version,
      entry,
      routes,
      sourceHash,
      commit: request.commit ?? null,
      publishedBy,
      ...facts,
    }),
  );
}

/** A published release always starts as a candidate: no single credential makes a build live at once. */
export function newCandidate(release: RemoteRelease): RemoteReleaseState {
  return {
    releaseId: release.id,
    remote: release.remote,
    state: 'candidate',
    canaryPercent: null,
    pinned: false,
    urgent: false,
    wentLiveAt: null,
    changedAt: new Date(),
  };
}

export function byVersion(tracked: Tracked[], name: RemoteName, version: string): Tracked {
  const found = tracked.find((item) => item.release.version === version);
  if (!found) throw versionNotFound(name, version);
  return found;
}

export function newestCandidate(tracked: Tracked[]): Tracked | null {
  const candidates = tracked.filter((item) => item.state.state === 'candidate');
  return (
    candidates.sort(
      (a, b) => b.release.publishedAt.getTime() - a.release.publishedAt.getTime(),
    )[0] ?? null
  );
}

/** Releases that were live and were replaced while good (never rolled back), newest first. */
export function knownGood<T extends { state: { state: ReleaseState; wentLiveAt: Date | null } }>(
  tracked: T[],
): T[] {
  return tracked
    .filter((item) => item.state.state === 'retired' && item.state.wentLiveAt !== null)
    .sort((a, b) => (b.state.wentLiveAt?.getTime() ?? 0) - (a.state.wentLiveAt?.getTime() ?? 0));
}
