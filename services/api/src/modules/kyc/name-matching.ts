import type { MatchKind } from '@vaultline/contracts';

/**
 * Screening a person's name against a list name. Both are normalised the same way: Unicode NFKD,
 * diacritics dropped ("José" → "jose"), lower case, letters only (anything else splits words).
 * - hit: the same words in the same order;
 * - near_hit: the same words in another order ("Testov Pyotr"), or at most NEAR_EDITS_MAX letters
 *   inserted, removed or replaced in the whole name, in its order or with its words sorted
 *   (a one-letter typo, a transliteration variant such as "Pyotr"/"Piotr").
 * A near hit is for a person to look at: false positives cost a review, a miss costs far more.
 */

/** Edits (Levenshtein distance) within which two names count as near. */
export const NEAR_EDITS_MAX = 2;

export interface NormalisedName {
  /** The words, in the order given. */
  words: string;
  /** The same words sorted, so the order does not matter. */
  sorted: string;
}

/** The name's letters, lower case and without diacritics, as words in order and sorted. */
export function normaliseName(name: string): NormalisedName {
  const tokens = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((token) => token.length > 0);
  return { words: tokens.join(' '), sorted: [...tokens].sort().join(' ') };
}

/**
 * The Levenshtein distance of a and b, or `limit + 1` as soon as it must exceed `limit` (the lengths
 * alone, or a whole row of the table, already say so): a long list is screened quickly.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** How a person's name matches a list name (both normalised), or null when it does not. */
export function matchNames(person: NormalisedName, listed: NormalisedName): MatchKind | null {
  if (person.words.length === 0 || listed.words.length === 0) return null;
  if (person.words === listed.words) return 'hit';
  if (person.sorted === listed.sorted) return 'near_hit';
  const near =
    editDistance(person.words, listed.words, NEAR_EDITS_MAX) <= NEAR_EDITS_MAX ||
    editDistance(person.sorted, listed.sorted, NEAR_EDITS_MAX) <= NEAR_EDITS_MAX;
  return near ? 'near_hit' : null;
}
