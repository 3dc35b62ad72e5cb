import {
  downloadKeptStatement,
  downloadRangeStatement,
  useStatementArchive,
  type StatementsBase,
} from '@vaultline/data-access';
import { StatementArchiveCard, StatementRangeCard } from '@vaultline/ui';

/** The account's kept month-end statements and any range on demand, read from `base`. */
export function StatementCards({ base }: { base: StatementsBase }) {
  const archive = useStatementArchive(base);
  return (
    <>
      <StatementArchiveCard
        archive={archive}
        onDownload={(statement, format) => downloadKeptStatement(base, statement, format)}
      />
      <StatementRangeCard
        onDownload={(range, format) => downloadRangeStatement(base, range, format)}
      />
    </>
  );
}
