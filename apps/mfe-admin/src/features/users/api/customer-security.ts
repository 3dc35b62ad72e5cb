import {
  type ChangeRequest,
  ChangeRequestSchema,
  type CustomerSecurity,
  CustomerSecuritySchema,
  type SecondFactorResetRequest,
} from '@vaultline/contracts';
import { useMutation, useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { adminKeys } from '../../../api/query-keys';
import { seg } from '../../../lib/params';

const base = (userId: string) => `/admin/users/${seg(userId)}/security`;

/** GET /admin/users/:id/security: sessions, sign-in history, lock and second factor (audited). */
async function getCustomerSecurity(
  userId: string,
  signal?: AbortSignal,
): Promise<CustomerSecurity> {
  const { data } = await apiClient.get(base(userId), { signal });
  return CustomerSecuritySchema.parse(data);
}

export const useCustomerSecurity = (userId: string) =>
  useQuery(adminKeys.customerSecurity(userId), (signal) => getCustomerSecurity(userId, signal));

/** What staff do to a customer's security: end a session (or all), lift a sign-in or PIN lock. */
export type SecurityAction =
  | { kind: 'end-session'; sessionId: string }
  | { kind: 'end-all' }
  | { kind: 'unlock' }
  | { kind: 'unlock-pin' };

function actionPath(userId: string, action: SecurityAction): string {
  if (action.kind === 'end-session') return `${base(userId)}/sessions/${seg(action.sessionId)}/end`;
  if (action.kind === 'end-all') return `${base(userId)}/sessions/end-all`;
  if (action.kind === 'unlock-pin') return `${base(userId)}/unlock-pin`;
  return `${base(userId)}/unlock-sign-in`;
}

export async function runSecurityAction(args: {
  userId: string;
  action: SecurityAction;
  reason: string;
}): Promise<void> {
  await apiClient.post(actionPath(args.userId, args.action), { reason: args.reason });
}

export const useSecurityAction = () => useMutation(runSecurityAction);

/** POST …/second-factor-reset (201): a reset that waits for another staff member. */
export async function requestSecondFactorReset(args: {
  userId: string;
  request: SecondFactorResetRequest;
}): Promise<ChangeRequest> {
  const { data } = await apiClient.post(`${base(args.userId)}/second-factor-reset`, args.request);
  return ChangeRequestSchema.parse(data);
}

export const useRequestReset = () => useMutation(requestSecondFactorReset);
