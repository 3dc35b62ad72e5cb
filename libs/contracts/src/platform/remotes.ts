import { z } from 'zod';

/** Federation names of the three remotes (identifiers, as Module Federation requires). */
export const REMOTE_NAMES = ['mfe_public', 'mfe_banking', 'mfe_admin'] as const;
export const RemoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof RemoteNameSchema>;

/**
 * The interface between the shell and its remotes: the shape of the exposed `./routes` module and
 * the API of the shared `@vaultline/session`. Bumped when either changes incompatibly; each remote's
 * manifest says which contract it was built for, and the shell mounts only remotes of its own.
 */
export const REMOTE_CONTRACT_VERSION = 1;

/** A version is one URL path segment: letters, digits, dots and dashes (no '+', no '/'). */
export const RemoteVersionSchema = z
  .string()
  .regex(/^[0-9A-Za-z][0-9A-Za-z.-]{0,63}$/, 'Use letters, digits, dots and dashes (at most 64)');

/** Subresource integrity: sha384, base64. */
export const IntegritySchema = z
  .string()
  .regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'Expected sha384-<base64>');

/** React Router path patterns a remote owns, e.g. "/account-details/:accountId". At most 100 per remote. */
export const RoutePatternSchema = z
  .string()
  .regex(/^\/[A-Za-z0-9\-/:]{0,199}$/, 'Expected a path pattern like /a/:id');
export const RoutePatternListSchema = z.array(RoutePatternSchema).min(1).max(100);

const segments = (path: string) => path.split('/').filter((segment) => segment !== '');

/**
 * Whether a path is one a route pattern names, as React Router's matchPath with `end: true` decides
 * for the patterns above: a ":name" segment takes any one non-empty segment, other segments compare
 * case-insensitively, a trailing slash is allowed. Plain code, so the shell can use it before React loads.
 */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const given = segments(pathname);
  return (
    wanted.length === given.length &&
    wanted.every(
      (segment, index) =>
        segment.startsWith(':') || segment.toLowerCase() === given[index]?.toLowerCase(),
    )
  );
}

/**
 * Where a release is in its life: built and registered (`candidate`), served to a share of users
 * (`canary`), served to everyone (`live`), taken back after it went wrong (`rolled_back`: withdrawn,
 * the registry's `withdrawn` list, and final: nothing makes it live again), or replaced by a newer
 * live release while still good (`retired`, a known-good fallback a rollback may return to).
 */
export const RELEASE_STATES = ['candidate', 'canary', 'live', 'rolled_back', 'retired'] as const;
export const ReleaseStateSchema = z.enum(RELEASE_STATES);
export type ReleaseState = z.infer<typeof ReleaseStateSchema>;

/** What the shell needs to load one release and check it before it runs. */
export const LoadableReleaseSchema = z.object({
  version: RemoteVersionSchema,
  /** URL of the release's mf-manifest.json. */
  entry: z.string(),
  /** sha384 of remoteEntry.js (which carries the hashes of every chunk it loads). */
  integrity: IntegritySchema,
  /** sha384 of mf-manifest.json. */
  manifestIntegrity: IntegritySchema,
  /** The contract the release was built for (REMOTE_CONTRACT_VERSION at its build). */
  contractVersion: z.number().int().min(1),
});
export type LoadableRelease = z.infer<typeof LoadableReleaseSchema>;

export const WithdrawnReleaseSchema = z.object({
  version: RemoteVersionSchema,
  /** Open tabs running it reload at once instead of offering to. */
  urgent: z.boolean(),
});
export type WithdrawnRelease = z.infer<typeof WithdrawnReleaseSchema>;

export const LiveRemoteSchema = z.object({
  name: RemoteNameSchema,
  /** The release this viewer loads (the live one, or the canary for a viewer in its share); null when this session may not load the remote. */
  release: LoadableReleaseSchema.nullable(),
  /** Whether `release` is the live release or the canary. */
  channel: z.enum(['live', 'canary']).nullable(),
  routes: RoutePatternListSchema,
  /** Known-good releases to fall back to, newest first: earlier live releases never rolled back (at most 5). */
  previous: z.array(LoadableReleaseSchema),
  /** Releases rolled back recently (withdrawn for good): a tab still running one offers a reload (or reloads, when urgent). */
  withdrawn: z.array(WithdrawnReleaseSchema),
});
export type LiveRemote = z.infer<typeof LiveRemoteSchema>;

export const RemoteRegistrySchema = z.object({ remotes: z.array(LiveRemoteSchema) });
export type RemoteRegistry = z.infer<typeof RemoteRegistrySchema>;

/** A 40-hex git commit (or 7+ hex, abbreviated). */
export const CommitSchema = z.string().regex(/^[0-9a-f]{7,40}$/, 'Expected a git commit');

export const PublishRemoteRequestSchema = z.strictObject({
  version: RemoteVersionSchema,
  entry: z.string().min(1).max(500),
  routes: RoutePatternListSchema,
  /** Hash of everything the release was built from (its sources, config and the libs it uses). */
  sourceHash: z.string().regex(/^[0-9a-f]{16,64}$/),
  commit: CommitSchema.nullable(),
  /**
   * For a release on another origin (a CDN) only: its hashes and contract, which the API cannot read
   * there. For a release in this portal's own folder the API reads and hashes the files itself.
   */
  integrity: IntegritySchema.optional(),
  manifestIntegrity: IntegritySchema.optional(),
  contractVersion: z.number().int().min(1).optional(),
  /**
   * Always a candidate: `true` is refused (REMOTES_APPROVAL_REQUIRED). A release goes live through
   * a canary (then promote), or at once only when ops approve it (a second credential holder).
   * Kept so that tooling sending `live: false` still validates.
   */
  live: z.boolean().default(false),
});
export type PublishRemoteRequest = z.input<typeof PublishRemoteRequestSchema>;

export const CanaryRemoteRequestSchema = z.strictObject({
  /** The release to try (default: the newest candidate or the current canary). */
  version: RemoteVersionSchema.optional(),
  /** Share of users who get it; 0 stops it for everyone (the kill switch). */
  percent: z.number().int().min(0).max(100),
});
export type CanaryRemoteRequest = z.infer<typeof CanaryRemoteRequestSchema>;

export const PromoteRemoteRequestSchema = z.strictObject({
  /** The canary to make live for everyone (default: the current one); a candidate needs ops' approval. */
  version: RemoteVersionSchema.optional(),
});
export type PromoteRemoteRequest = z.infer<typeof PromoteRemoteRequestSchema>;

/** Ops (a second credential holder) make a team's candidate live without a canary. */
export const ApproveRemoteRequestSchema = z.strictObject({
  /** The candidate (or canary) to make live; always named, so ops approve exactly one build. */
  version: RemoteVersionSchema,
});
export type ApproveRemoteRequest = z.infer<typeof ApproveRemoteRequestSchema>;

export const RollbackRemoteRequestSchema = z.strictObject({
  /**
   * The known-good (retired) release to make live; omitted = the newest one. A rolled-back release
   * is withdrawn and refused (REMOTES_RELEASE_WITHDRAWN).
   */
  version: RemoteVersionSchema.optional(),
  /** Open tabs running the rolled-back release reload at once (for a release that does harm). */
  urgent: z.boolean().default(false),
});
export type RollbackRemoteRequest = z.input<typeof RollbackRemoteRequestSchema>;

export const RemoteReleaseDetailSchema = z.object({
  version: RemoteVersionSchema,
  entry: z.string(),
  state: ReleaseStateSchema,
  /** Share of users for a canary; null otherwise. */
  canaryPercent: z.number().int().min(0).max(100).nullable(),
  /** A rollback made this release live: nothing republishes over it until someone publishes on purpose. */
  pinned: z.boolean(),
  contractVersion: z.number().int().nullable(),
  sourceHash: z.string(),
  commit: z.string().nullable(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  wentLiveAt: z.string().nullable(),
});
export type RemoteReleaseDetail = z.infer<typeof RemoteReleaseDetailSchema>;

export const RemoteReleaseListSchema = z.object({
  name: RemoteNameSchema,
  releases: z.array(RemoteReleaseDetailSchema),
});
export type RemoteReleaseList = z.infer<typeof RemoteReleaseListSchema>;

export const RELEASE_ACTIONS = ['publish', 'canary', 'promote', 'approve', 'rollback'] as const;
export const ReleaseEventSchema = z.object({
  at: z.string(),
  action: z.enum(RELEASE_ACTIONS),
  /** The name of the credential that acted ("ops" for the ops token). */
  actor: z.string(),
  version: z.string(),
  /** The release live before the action (promote, approve, rollback; publish --live before it needed approval). */
  fromVersion: z.string().nullable(),
  canaryPercent: z.number().int().nullable(),
  urgent: z.boolean(),
});
export type ReleaseEvent = z.infer<typeof ReleaseEventSchema>;
export const ReleaseHistorySchema = z.object({
  name: RemoteNameSchema,
  events: z.array(ReleaseEventSchema),
});
export type ReleaseHistory = z.infer<typeof ReleaseHistorySchema>;

/** Why a tab did not load the release the registry named (logged by the API, never audited). */
export const DOWNGRADE_REASONS = ['load_failed', 'integrity', 'contract'] as const;
export const RemoteDowngradeSchema = z.strictObject({
  fromVersion: RemoteVersionSchema,
  /** The release loaded instead; null when none could load (the section shows its fallback). */
  toVersion: RemoteVersionSchema.nullable(),
  reason: z.enum(DOWNGRADE_REASONS),
});
export type RemoteDowngrade = z.infer<typeof RemoteDowngradeSchema>;

/** What a release credential may do: release one remote, or create staff accounts. */
export const CREDENTIAL_SCOPES = [...REMOTE_NAMES, 'staff-provisioning'] as const;
export const CredentialScopeSchema = z.enum(CREDENTIAL_SCOPES);
export type CredentialScope = z.infer<typeof CredentialScopeSchema>;

export const CreateCredentialRequestSchema = z.strictObject({
  /** Who holds it, e.g. "banking-team-ci"; shown as the actor of everything it does. */
  name: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'Use lowercase letters, digits and dashes (2-63)'),
  scope: CredentialScopeSchema,
});
export type CreateCredentialRequest = z.infer<typeof CreateCredentialRequestSchema>;

export const CredentialSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: CredentialScopeSchema,
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type Credential = z.infer<typeof CredentialSchema>;
export const CreatedCredentialSchema = CredentialSchema.extend({
  /** Shown once; only its hash is kept. */
  token: z.string(),
});
export type CreatedCredential = z.infer<typeof CreatedCredentialSchema>;
export const CredentialListSchema = z.object({ credentials: z.array(CredentialSchema) });
export type CredentialList = z.infer<typeof CredentialListSchema>;

/** The back office's read-only view of one remote's releases. */
export const RemoteReleasesOverviewSchema = z.object({
  name: RemoteNameSchema,
  live: RemoteReleaseDetailSchema.nullable(),
  canary: RemoteReleaseDetailSchema.nullable(),
  /** Known-good releases a rollback would return to, newest first. */
  knownGood: z.array(RemoteReleaseDetailSchema),
  history: z.array(ReleaseEventSchema),
});
export type RemoteReleasesOverview = z.infer<typeof RemoteReleasesOverviewSchema>;
export const ReleasesOverviewSchema = z.object({ remotes: z.array(RemoteReleasesOverviewSchema) });
export type ReleasesOverview = z.infer<typeof ReleasesOverviewSchema>;

/**
 * Pages drawn at build time (ADR 0007). A signed-in page is two drawings: the shell's frame, with
 * this attribute on the empty element where the page goes, and the owning remote's page, which the
 * API puts there.
 */
export const DRAWN_PAGE_SLOT = 'data-drawn-page';
/**
 * A figure of a drawn page that the API can fill in for the visitor whose session the request
 * carries: the remote draws `<span data-drawn-figure="name">` around the figure's skeleton, and the
 * API puts the figure in the skeleton's place. Where it cannot, the skeleton stays.
 */
export const DRAWN_FIGURE_ATTRIBUTE = 'data-drawn-figure';
/** The figures the dashboard is drawn with (the summary's). */
export const DASHBOARD_FIGURES = ['total-balance', 'transaction-count', 'active-accounts'] as const;
export type DashboardFigure = (typeof DASHBOARD_FIGURES)[number];
/** The visitor's colour mode (light, dark or system), mirrored by the shell for the page server. */
export const COLOR_MODE_COOKIE = 'vaultline_color_mode';
/** The shell's sidebar, open or closed (spec: `sidebar:state`); the page server draws it open only. */
export const SIDEBAR_COOKIE = 'sidebar:state';
