import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/** POST /transfers/schedules/:id/cancel: no further runs (runs already made stay in the history). */
export async function cancelSchedule(scheduleId: string): Promise<void> {
  await apiClient.post(`/transfers/schedules/${encodeURIComponent(scheduleId)}/cancel`);
}

export function useCancelSchedule() {
  return useMutation(cancelSchedule);
}
