import {
  type SecurityStepUpRequest,
  SecurityStepUpRequestSchema,
  type StepUpStarted,
  StepUpStartedSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/**
 * POST /auth/security/step-up: the password opens a step-up for one change of the second factor
 * (setting up the app, turning "always ask" off), answered with a code emailed, or the app's where
 * one is set up. AUTH_CURRENT_PASSWORD_WRONG, AUTH_THROTTLED, AUTH_CODE_LOCKED.
 */
export async function startSecurityStepUp(request: SecurityStepUpRequest): Promise<StepUpStarted> {
  const body = SecurityStepUpRequestSchema.parse(request);
  const { data } = await apiClient.post('/auth/security/step-up', body);
  return StepUpStartedSchema.parse(data);
}

export function useStartSecurityStepUp() {
  return useMutation(startSecurityStepUp);
}
