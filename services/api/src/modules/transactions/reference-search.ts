import type { SearchedAs } from '@vaultline/contracts';

/**
 * How a history search reads what was typed (issue 42, decision 2): a word shaped like a reference
 * is looked for at the start of the line's reference; other words anywhere in its text. The shapes
 * are those transaction_reference (sql/transaction-reference.sql) keeps, so a reference found there
 * is found here:
 * - after the "Ref" the portal prints ("Ref 1A2B", "Ref: 1A2B", "Ref#1A2B"): 4 or more letters
 *   and digits, at least one a digit;
 * - on its own: 6 or more letters and digits that mix both ("1A2B3C", "INV2024A13").
 */
const MARKER = /^ref[.:#]?$/i;
const MARKER_JOINED = /^ref[.:#]([0-9a-z]+)$/i;
const MARKED_REFERENCE = /^(?=[a-z]*\d)[0-9a-z]{4,}$/i;
const BARE_REFERENCE = /^(?=[0-9a-z]*\d)(?=[0-9a-z]*[a-z])[0-9a-z]{6,}$/i;

/** What a search looks for: a reference's start and/or text anywhere; never both null. */
export interface SearchTerms {
  /** The start of a reference, in capitals (as transaction_reference keeps references). */
  referencePrefix: string | null;
  /** Text to find anywhere in the line's title, description and category. */
  contains: string | null;
}

/** A word without the punctuation around it ("#1A2B3C," is 1A2B3C). */
const bare = (word: string) => word.replace(/^[^0-9a-z]+|[^0-9a-z]+$/gi, '');

/** The reference a word (and the word after it, after a "Ref") holds, and how many words it took. */
function referenceAt(words: string[], at: number): { reference: string; taken: number } | null {
  const word = words[at] as string;
  const next = words[at + 1];
  if (MARKER.test(word) && next !== undefined) {
    const marked = bare(next);
    if (MARKED_REFERENCE.test(marked)) return { reference: marked, taken: 2 };
  }
  const joined = MARKER_JOINED.exec(word.replace(/[^0-9a-z]+$/i, ''))?.[1];
  if (joined && MARKED_REFERENCE.test(joined)) return { reference: joined, taken: 1 };
  const own = bare(word);
  return BARE_REFERENCE.test(own) ? { reference: own, taken: 1 } : null;
}

/**
 * The terms of a search as typed: its first reference-shaped word (with the "Ref" before it) as a
 * reference prefix, and the other words as text to find anywhere. Without such a word, the whole
 * text is found anywhere, exactly as typed.
 */
export function searchTerms(text: string): SearchTerms {
  const words = text.trim().split(/\s+/).filter(Boolean);
  for (let at = 0; at < words.length; at += 1) {
    const found = referenceAt(words, at);
    if (!found) continue;
    const others = [...words.slice(0, at), ...words.slice(at + found.taken)].join(' ');
    return { referencePrefix: found.reference.toUpperCase(), contains: others || null };
  }
  return { referencePrefix: null, contains: text };
}

/** What the response says the search was, for the page to put in words. */
export function searchedAs(terms: SearchTerms): SearchedAs {
  return terms.referencePrefix === null ? 'description_contains' : 'reference_prefix';
}
