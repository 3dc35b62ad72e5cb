import { type MessageResponse, MessageResponseSchema } from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/**
 * POST /transfers/schedules/:id/resend-code: a new step-up for a schedule (the old code stops
 * working): a code emailed, or with the authenticator app a new check for the code it shows now.
 */
export async function resendScheduleCode(scheduleId: string): Promise<MessageResponse> {
  const { data } = await apiClient.post(
    `/transfers/schedules/${encodeURIComponent(scheduleId)}/resend-code`,
  );
  return MessageResponseSchema.parse(data);
}

export function useResendScheduleCode() {
  return useMutation(resendScheduleCode);
}
