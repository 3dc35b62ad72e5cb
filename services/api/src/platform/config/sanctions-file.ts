import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError } from './config-error';

/**
 * The operator's sanctions list (SANCTIONS_FILE, JSON): the names every customer is screened
 * against when they verify their identity and whenever their name changes. The bank's compliance
 * team exports it from its list provider; the shipped demo list holds made-up names only.
 */
export const SanctionsEntrySchema = z.strictObject({
  /** The provider's id of the entry (shown to staff with a match). */
  id: z.string().trim().min(1).max(64),
  /** A person's full name; it must hold letters, or it could never match. */
  name: z.string().trim().min(1).max(200).regex(/\p{L}/u, 'must contain letters'),
});
export type SanctionsEntry = z.infer<typeof SanctionsEntrySchema>;

/** 100,000 entries: several times the OFAC SDN list's size, still screened in milliseconds. */
const ENTRIES_MAX = 100_000;

export const SanctionsListSchema = z.strictObject({
  source: z.string().min(1).max(200),
  entries: z.array(SanctionsEntrySchema).min(1).max(ENTRIES_MAX),
});
export type SanctionsList = z.infer<typeof SanctionsListSchema>;

/** Reads and checks the list; a missing or broken file stops the API at boot (no silent empty list). */
export function readSanctionsFile(file: string): SanctionsList {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  SANCTIONS_FILE: cannot read ${file} as JSON (${(error as Error).message})`,
    );
  }
  const parsed = SanctionsListSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `  SANCTIONS_FILE: ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
