import type { CallResult } from './http';
import { call } from './http';
import type { TestUser } from './identity';
import type { TestApp } from './test-app';

/** Calls to the API as one staff member. */
export function asStaff(t: TestApp, staff: TestUser) {
  return {
    get: (url: string): Promise<CallResult> => call(t, 'GET', url, { token: staff.accessToken }),
    post: (url: string, body?: unknown): Promise<CallResult> =>
      call(t, 'POST', url, { token: staff.accessToken, body }),
    patch: (url: string, body: unknown): Promise<CallResult> =>
      call(t, 'PATCH', url, { token: staff.accessToken, body }),
  };
}

/** A valid adjustment request body. */
export function adjustmentBody(
  accountId: string,
  amountMinor: number,
  direction: 'credit' | 'debit' = 'credit',
) {
  return {
    accountId,
    direction,
    amountMinor,
    title: 'Goodwill credit',
    category: 'Goodwill',
    description: '',
    reason: 'Apology for the outage',
  };
}

export interface AuditItem {
  action: string;
  actorId: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  details: unknown;
}

/** The newest audit records whose action starts with `action`, as staff read them. */
export async function auditOf(
  t: TestApp,
  staff: TestUser,
  action: string,
  limit = 5,
): Promise<AuditItem[]> {
  const page = await call(t, 'GET', `/api/admin/audit?action=${action}&limit=${limit}`, {
    token: staff.accessToken,
  });
  return page.body.items as AuditItem[];
}

/**
 * A bank-settings change the way the back office makes one: `maker` asks, `checker` approves.
 * Answers the applied request.
 */
export async function changeBankSettings(
  t: TestApp,
  maker: TestUser,
  checker: TestUser,
  settings: Record<string, unknown>,
) {
  const asked = await asStaff(t, maker).patch('/api/admin/settings', {
    ...settings,
    reason: 'Test set-up',
  });
  if (asked.status !== 200 || !asked.body.request)
    throw new Error(`ask for settings: ${asked.status} ${asked.text}`);
  const approved = await asStaff(t, checker).post(
    `/api/admin/change-requests/${asked.body.request.id}/approve`,
  );
  if (approved.status !== 200)
    throw new Error(`approve settings: ${approved.status} ${approved.text}`);
  return approved.body;
}
