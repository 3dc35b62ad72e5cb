import { z } from 'zod';
import {
  ScheduleSchema,
  type TransferResult,
  TransferResultSchema,
  VerifyTransferCodeRequestSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

const VerifyScheduleResponseSchema = z.union([TransferResultSchema, ScheduleSchema]);

/**
 * POST /transfers/schedules/:id/verify: the step-up code (emailed, or the authenticator app's) that activates a new schedule. The
 * answer is read as a TransferResult (outcome "scheduled"); a bare Schedule is accepted too.
 */
export async function verifySchedule({
  scheduleId,
  code,
}: {
  scheduleId: string;
  code: string;
}): Promise<TransferResult> {
  const body = VerifyTransferCodeRequestSchema.parse({ code });
  const { data } = await apiClient.post(
    `/transfers/schedules/${encodeURIComponent(scheduleId)}/verify`,
    body,
  );
  const parsed = VerifyScheduleResponseSchema.parse(data);
  if ('outcome' in parsed) return parsed;
  return {
    outcome: 'scheduled',
    transfer: null,
    schedule: parsed,
    warnings: [],
    reviewTime: null,
    codeSentTo: null,
    codeMethod: null,
  };
}

export function useVerifySchedule() {
  return useMutation(verifySchedule);
}
