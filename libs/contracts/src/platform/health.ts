import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeS: z.number().int().nonnegative(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** What is running: the portal's version and the commit it was built from (null when unknown). */
const BuildFields = {
  version: z.string(),
  commit: z.string().nullable(),
};

/** GET /health/live: the process is up and serving. */
export const LivenessResponseSchema = z.object({
  status: z.literal('ok'),
  ...BuildFields,
  uptimeS: z.number().int().nonnegative(),
});
export type LivenessResponse = z.infer<typeof LivenessResponseSchema>;

export const READINESS_CHECKS = ['database', 'migrations', 'jobs'] as const;
/** 'off': this instance runs no jobs (JOBS_POLL_MS=0), which does not make it unready. */
export const CheckStateSchema = z.enum(['ok', 'failing', 'off']);

/** GET /health/ready: 200 when every check is ok (or off); 503 with the same checks otherwise. */
export const ReadinessResponseSchema = z.object({
  status: z.literal('ok'),
  ...BuildFields,
  database: z.enum(['pglite', 'postgres']),
  checks: z.record(z.enum(READINESS_CHECKS), CheckStateSchema),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponseSchema>;
export type ReadinessChecks = ReadinessResponse['checks'];
