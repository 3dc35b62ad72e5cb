import type { Queryable } from '../../platform/database/sql';
import { sqlOne } from '../../platform/database/sql';

// The SQL of the landing page's live figures.

/** Live figures. Each query is one count; they are reused for LIVE_STATS_TTL_MS (see liveStats). */
export const LIVE_STATS: Array<{ label: string; sql: string }> = [
  {
    label: 'Customers',
    sql: "SELECT count(*) AS n FROM users WHERE role = 'customer' AND status = 'active' AND email_verified_at IS NOT NULL",
  },
  {
    label: 'Accounts open',
    sql: "SELECT count(*) AS n FROM ledger_accounts WHERE kind = 'customer' AND status = 'active'",
  },
  {
    label: 'Transfers completed',
    sql: "SELECT count(*) AS n FROM transfers WHERE status = 'completed'",
  },
];

/** One live figure's count (count(*) as text: a bigint). */
export async function countLiveStat(db: Queryable, sql: string): Promise<string> {
  const row = await sqlOne<{ n: string }>(db, sql);
  return row.n;
}
