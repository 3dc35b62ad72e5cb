import { createHash } from 'node:crypto';
import type { Statement } from '@vaultline/contracts';
import { canonicalJson } from '../../platform/audit/canonical-json';

/**
 * The SHA-256 of a statement's canonical JSON: what a kept statement is checked against. Apart
 * from the service so that the render worker can check it without loading Nest or TypeORM.
 */
export function fingerprint(statement: Statement): string {
  return createHash('sha256').update(canonicalJson(statement)).digest('hex');
}
