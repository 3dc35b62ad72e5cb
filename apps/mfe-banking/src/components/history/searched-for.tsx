import { Typography } from '@mui/material';
import type { TransactionPage } from '@vaultline/contracts';

export type SearchedFor = NonNullable<TransactionPage['searchedFor']>;

/**
 * What a search looked for, in words: "Reference starting with “1A2B”" for a word shaped like a
 * reference, "Description contains “coffee”" for other words, or both.
 */
export function searchedForWords(searched: SearchedFor): string {
  const parts = [
    searched.referencePrefix !== null && `Reference starting with “${searched.referencePrefix}”`,
    searched.contains !== null && `description contains “${searched.contains}”`,
  ].filter((part): part is string => part !== false);
  const words = parts.join(' and ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The line above a search's results that says what it looked for (nothing without a search). */
export function SearchedForLine({ searched }: { searched: SearchedFor | null }) {
  if (!searched) return null;
  return (
    <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1.5 }}>
      {searchedForWords(searched)}
    </Typography>
  );
}
