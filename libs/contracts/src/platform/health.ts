import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeS: z.number().int().nonnegative(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/**
 * What a probe without the ops token learns: the status, and the HTTP code (200, or 503 when not
 * ready). Enough for a load balancer or an orchestrator; the version and commit would tell anyone
 * which published flaws to try, so they go to the ops token only.
 */
export const ProbeStatusSchema = z.object({ status: z.literal('ok') });
export type ProbeStatus = z.infer<typeof ProbeStatusSchema>;

/** What is running: the portal's version and the commit it was built from (null when unknown). */
const BuildFields = {
  version: z.string(),
  commit: z.string().nullable(),
};

/** GET /health/live with the ops token: the process is up and serving, and what it runs. */
export const LivenessDetailsSchema = z.object({
  status: z.literal('ok'),
  ...BuildFields,
  uptimeS: z.number().int().nonnegative(),
});
export type LivenessDetails = z.infer<typeof LivenessDetailsSchema>;

/** GET /health/live: the details for the ops token, the status alone for anyone else. */
export const LivenessResponseSchema = z.union([LivenessDetailsSchema, ProbeStatusSchema]);
export type LivenessResponse = z.infer<typeof LivenessResponseSchema>;

export const READINESS_CHECKS = ['database', 'migrations', 'jobs'] as const;
/** 'off': this instance runs no jobs (JOBS_POLL_MS=0), which does not make it unready. */
export const CheckStateSchema = z.enum(['ok', 'failing', 'off']);

/**
 * GET /health/ready with the ops token: 200 when every check is ok (or off); 503 with the same
 * checks (in the problem's details) otherwise.
 */
export const ReadinessDetailsSchema = z.object({
  status: z.literal('ok'),
  ...BuildFields,
  database: z.enum(['pglite', 'postgres']),
  checks: z.object({
    database: CheckStateSchema,
    migrations: CheckStateSchema,
    jobs: CheckStateSchema,
  }) satisfies z.ZodType<Record<(typeof READINESS_CHECKS)[number], unknown>>,
});
export type ReadinessDetails = z.infer<typeof ReadinessDetailsSchema>;
export type ReadinessChecks = ReadinessDetails['checks'];

/** GET /health/ready: the details for the ops token; anyone else gets the status (200) or a bare 503. */
export const ReadinessResponseSchema = z.union([ReadinessDetailsSchema, ProbeStatusSchema]);
export type ReadinessResponse = z.infer<typeof ReadinessResponseSchema>;
