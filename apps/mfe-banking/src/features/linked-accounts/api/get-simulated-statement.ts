import { SimulatedStatementSchema, type SimulatedStatement } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { linkedAccountsKeys } from '../../../api/query-keys';

/**
 * GET /linked-accounts/:id/simulated-statement: the demo's simulated other bank's statement of the
 * linked account, where the two micro-deposits show. Only where the list says `simulatedNetwork`
 * (else ACH_NOT_SIMULATED).
 */
export async function getSimulatedStatement(
  linkedAccountId: string,
  signal?: AbortSignal,
): Promise<SimulatedStatement> {
  const { data } = await apiClient.get(
    `/linked-accounts/${encodeURIComponent(linkedAccountId)}/simulated-statement`,
    { signal },
  );
  return SimulatedStatementSchema.parse(data);
}

export function useSimulatedStatement(linkedAccountId: string, enabled: boolean) {
  return useQuery(
    linkedAccountsKeys.simulatedStatement(linkedAccountId),
    (signal) => getSimulatedStatement(linkedAccountId, signal),
    { enabled },
  );
}
