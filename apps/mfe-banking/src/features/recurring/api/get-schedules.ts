import { type ScheduleList, ScheduleListSchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { transfersKeys } from '../../../api/query-keys';

/** GET /transfers/schedules: the customer's scheduled and recurring transfers. */
export async function getSchedules(signal?: AbortSignal): Promise<ScheduleList> {
  const { data } = await apiClient.get('/transfers/schedules', { signal });
  return ScheduleListSchema.parse(data);
}

export function useSchedules() {
  return useQuery(transfersKeys.schedules(), getSchedules);
}
