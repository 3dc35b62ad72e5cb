import type { EntityManager } from 'typeorm';
import type { PreparedStatements } from '../../../platform/database/prepared-statements';
import { enqueueSql } from '../../../platform/jobs/jobs.queries';
import { JOB_NOTIFY, startedPayload } from '../transfer-notices';
import type { StartAnswer, StartParams } from './start-write';

/**
 * The batch's write, and with it (same statement, same commit, no round trip of its own) one job
 * that tells the customers of the batch's new transfers (TransferNotices: sent, received, held).
 */
const START_SQL = `WITH notices AS (${enqueueSql('$2', '$3')})
  SELECT transfer_start_checked($1::jsonb) AS answers`;

/**
 * Writes decided transfers with transfer_start_checked (the PIN check, then transfer_start_many):
 * one round trip for all of them, which also queues their notices. Inside a caller's transaction
 * (a scheduled run) a refusal still undoes only its own transfer.
 */
export async function startTransfers(
  prepared: PreparedStatements,
  params: StartParams[],
  tx?: EntityManager,
): Promise<StartAnswer[]> {
  const [row] = await prepared.rows<{ answers: StartAnswer[] }>(
    'transfer_start_checked',
    START_SQL,
    [JSON.stringify(params), JOB_NOTIFY, startedPayload(params)],
    tx,
  );
  if (!row) throw new Error('transfer_start_checked answered no row.');
  return row.answers;
}
