import { z } from 'zod';

/** Federation names of the three remotes (identifiers, as Module Federation requires). */
export const REMOTE_NAMES = ['mfe_public', 'mfe_banking', 'mfe_admin'] as const;
export const RemoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof RemoteNameSchema>;

/** A version is one URL path segment: letters, digits, dots and dashes (no '+', no '/'). */
export const RemoteVersionSchema = z
  .string()
  .regex(/^[0-9A-Za-z][0-9A-Za-z.-]{0,63}$/, 'Use letters, digits, dots and dashes (at most 64)');

/** Subresource integrity of remoteEntry.js: sha384, base64. */
export const IntegritySchema = z.string().regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'Expected sha384-<base64>');

/** React Router path patterns a remote owns, e.g. "/account-details/:accountId". At most 100 per remote. */
export const RoutePatternSchema = z.string().regex(/^\/[A-Za-z0-9\-/:]{0,199}$/, 'Expected a path pattern like /a/:id');
export const RoutePatternListSchema = z.array(RoutePatternSchema).min(1).max(100);

export const RemoteReleaseSchema = z.object({
  version: RemoteVersionSchema,
  entry: z.string(),
  integrity: IntegritySchema,
  publishedAt: z.string(),
});
export type RemoteRelease = z.infer<typeof RemoteReleaseSchema>;

export const LiveRemoteSchema = z.object({
  name: RemoteNameSchema,
  /** The live version; null, like entry, when this session may not load the remote. */
  version: RemoteVersionSchema.nullable(),
  /** URL of mf-manifest.json; null when this session may not load the remote (the admin remote for non-staff). */
  entry: z.string().nullable(),
  integrity: IntegritySchema.nullable(),
  routes: RoutePatternListSchema,
  /** Earlier releases, newest first (at most 5): the shell falls back to them when the live one cannot load. */
  previous: z.array(RemoteReleaseSchema),
});
export type LiveRemote = z.infer<typeof LiveRemoteSchema>;

export const RemoteRegistrySchema = z.object({ remotes: z.array(LiveRemoteSchema) });
export type RemoteRegistry = z.infer<typeof RemoteRegistrySchema>;

export const PublishRemoteRequestSchema = z.strictObject({
  version: RemoteVersionSchema,
  entry: z.string().min(1).max(500),
  integrity: IntegritySchema,
  routes: RoutePatternListSchema,
  /** Hash of the sources the release was built from; lets `npm start` skip unchanged remotes. */
  sourceHash: z.string().regex(/^[0-9a-f]{16,64}$/),
});
export type PublishRemoteRequest = z.infer<typeof PublishRemoteRequestSchema>;

export const RollbackRemoteRequestSchema = z.strictObject({
  /** The release to make live; omitted = the one live before the current one. */
  version: RemoteVersionSchema.optional(),
});
export type RollbackRemoteRequest = z.infer<typeof RollbackRemoteRequestSchema>;

export const RemoteReleaseDetailSchema = RemoteReleaseSchema.extend({
  live: z.boolean(),
  sourceHash: z.string(),
});
export const RemoteReleaseListSchema = z.object({
  name: RemoteNameSchema,
  releases: z.array(RemoteReleaseDetailSchema),
});
export type RemoteReleaseList = z.infer<typeof RemoteReleaseListSchema>;
