import type { ReleaseState, RemoteName } from '@vaultline/contracts';
import type { ReleaseActor } from './release-credentials.service';
import { RemotesErrorCode, RemotesException } from './remotes.exception';

/** The actions that move a registered release; publish only ever adds a new candidate. */
export type LiveMove = 'promote' | 'approve' | 'rollback';
export type ReleaseMove = 'canary' | LiveMove;
export type ReleaseAction = 'publish' | ReleaseMove;

interface Move {
  /** The states a release may be in for this action to take it. */
  from: readonly ReleaseState[];
  to: 'canary' | 'live';
}

/**
 * The release state machine. Publish adds a `candidate`; then:
 * - canary: a candidate (or the canary, for a new share) serves a share of users;
 * - promote: the canary goes live, by its team (the canary was the check);
 * - approve: a candidate goes live without a canary, only by ops, the second credential holder
 *   (ops cannot publish, so whoever published it is someone else);
 * - rollback: a known-good (retired) release goes live again, pinned.
 * `rolled_back` is in no `from` list: a withdrawn release never runs again, by any action, and
 * never becomes `retired` either, so no later rollback can pick it as known-good.
 */
export const MOVES: Readonly<Record<ReleaseMove, Move>> = {
  canary: { from: ['candidate', 'canary'], to: 'canary' },
  promote: { from: ['canary'], to: 'live' },
  approve: { from: ['candidate', 'canary'], to: 'live' },
  rollback: { from: ['retired'], to: 'live' },
};

/** What the live release becomes when a move puts another one live: still good, or withdrawn. */
export const REPLACED_LIVE: Readonly<Record<LiveMove, 'retired' | 'rolled_back'>> = {
  promote: 'retired',
  approve: 'retired',
  rollback: 'rolled_back',
};

/** The final state: a rollback withdrew the release because it did harm. */
const WITHDRAWN: ReleaseState = 'rolled_back';

/**
 * Refuses a move the machine has no edge for. Errors: REMOTES_RELEASE_WITHDRAWN (a rolled-back
 * release, whatever the action), REMOTES_APPROVAL_REQUIRED (only ops' approval takes this state
 * where the action wants it, e.g. a team promoting a candidate), REMOTES_STATE_CONFLICT.
 */
export function assertMove(
  name: RemoteName,
  release: { version: string; state: ReleaseState },
  move: ReleaseMove,
): void {
  const { version, state } = release;
  const { from, to } = MOVES[move];
  if (from.includes(state)) return;
  if (state === WITHDRAWN)
    throw new RemotesException(
      RemotesErrorCode.RELEASE_WITHDRAWN,
      `${name} ${version} was rolled back: a withdrawn release never runs again. Release the fix as a new version.`,
    );
  const ways = (Object.keys(MOVES) as ReleaseMove[]).filter(
    (other) => MOVES[other].to === to && MOVES[other].from.includes(state),
  );
  if (ways.length === 1 && ways[0] === 'approve')
    throw new RemotesException(
      RemotesErrorCode.APPROVAL_REQUIRED,
      `${name} ${version} never ran as a canary: run it as a canary first, or have ops approve it (npm run remotes -- approve ${name} ${version}).`,
    );
  const hint = ways.length > 0 ? ` (a ${state} release goes ${to} by ${ways.join(' or ')})` : '';
  throw new RemotesException(
    RemotesErrorCode.STATE_CONFLICT,
    `${name} ${version} is ${state}; ${move} takes only a release that is ${from.join(' or ')}${hint}.`,
  );
}

/**
 * Who may do what. A team's credential releases its own remote; the ops token reads, rolls any
 * remote back (incident response) and approves a release that skips the canary, but never
 * publishes, so an approved release always had two credential holders.
 */
const OPS_MAY: ReadonlySet<ReleaseAction | 'read'> = new Set(['read', 'rollback', 'approve']);
const TEAM_MAY: ReadonlySet<ReleaseAction | 'read'> = new Set([
  'read',
  'publish',
  'canary',
  'promote',
  'rollback',
]);

/** Errors: REMOTES_SCOPE_FORBIDDEN. */
export function assertMayAct(
  actor: ReleaseActor,
  name: RemoteName,
  action: ReleaseAction | 'read',
): void {
  if (actor.kind === 'ops') {
    if (OPS_MAY.has(action)) return;
    throw new RemotesException(
      RemotesErrorCode.SCOPE_FORBIDDEN,
      `The ops token cannot ${action}: use ${name}'s release credential.`,
    );
  }
  if (actor.scope !== name)
    throw new RemotesException(
      RemotesErrorCode.SCOPE_FORBIDDEN,
      `This credential releases ${actor.scope} only, not ${name}.`,
    );
  if (!TEAM_MAY.has(action))
    throw new RemotesException(
      RemotesErrorCode.SCOPE_FORBIDDEN,
      `A team's credential cannot ${action}: ops approve a release that skips the canary, as a second person.`,
    );
}
