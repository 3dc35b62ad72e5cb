import type { Queryable } from '../../platform/database/sql';
import { sqlFirst } from '../../platform/database/sql';

// The SQL of kept statements (statements) that TypeORM's repository does not write.

/** A kept statement's content, read as text (the worker parses it), and its fingerprint. */
export interface KeptContentRow {
  content: string;
  sha256: string;
}

/** One kept statement of the account, if it has it. */
export function findKeptContent(
  db: Queryable,
  id: string,
  accountId: string,
): Promise<KeptContentRow | undefined> {
  return sqlFirst<KeptContentRow>(
    db,
    'SELECT content::text AS content, sha256 FROM statements WHERE id = $1 AND account_id = $2',
    [id, accountId],
  );
}
