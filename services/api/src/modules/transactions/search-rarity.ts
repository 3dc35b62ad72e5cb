/** How long, and for how many patterns, what rareInBank found is kept. */
const RARITY_TTL_MS = 5 * 60_000;
const RARITY_KEPT = 1_000;

/**
 * What rareInBank found for the patterns searched lately (oldest first, at most RARITY_KEPT, each
 * for RARITY_TTL_MS): a customer paging through a search, or many searching one word, ask
 * PostgreSQL for its estimate once. Statistics change slowly, and either answer finds the same lines.
 */
export class SearchRarity {
  private readonly found = new Map<string, { rare: boolean; until: number }>();

  /** Whether the pattern is rare in the bank, if that is known and not too old. */
  known(pattern: string): boolean | undefined {
    const known = this.found.get(pattern);
    return known && known.until > Date.now() ? known.rare : undefined;
  }

  /** Keeps what is known of a pattern's rarity, as the newest entry; the oldest goes when full. */
  remember(pattern: string, rare: boolean): void {
    this.found.delete(pattern);
    if (this.found.size >= RARITY_KEPT) this.found.delete(this.found.keys().next().value as string);
    this.found.set(pattern, { rare, until: Date.now() + RARITY_TTL_MS });
  }
}
