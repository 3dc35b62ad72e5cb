import type { Queryable } from '../../../platform/database/sql';
import { sqlFirst } from '../../../platform/database/sql';

export interface AccountOwnerRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}

/** The owner of a customer account, or undefined when there is no such customer account. */
export function findCustomerAccountOwner(
  db: Queryable,
  accountId: string,
): Promise<AccountOwnerRow | undefined> {
  return sqlFirst<AccountOwnerRow>(
    db,
    "SELECT u.id, u.first_name, u.last_name, u.email FROM ledger_accounts a JOIN users u ON u.id = a.owner_id WHERE a.id = $1 AND a.kind = 'customer'",
    [accountId],
  );
}
