import { apiClient } from '@vaultline/session';
import { useMutation } from '@vaultline/ui';

/** POST /transfers/schedules/:id/resend-code: emails a fresh code for a schedule (the old one stops working). */
export async function resendScheduleCode(scheduleId: string): Promise<void> {
  await apiClient.post(`/transfers/schedules/${encodeURIComponent(scheduleId)}/resend-code`);
}

export function useResendScheduleCode() {
  return useMutation(resendScheduleCode);
}
