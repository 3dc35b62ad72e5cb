import { PERSON_NAME_PATTERN } from '@vaultline/contracts';

/** The characters NameSchema lets a name hold, wherever they stand (its pattern also says where). */
const NAME_CHARACTERS = /^[\p{L}\p{M}'’. -]+$/u;

/**
 * NameSchema's message for a name it refuses, told better where it can be: its pattern message
 * lists the characters a name may hold, which reads as wrong for a name that holds only those but
 * puts them where a name may not ("-Ann", "evil.example"): that one is told what the rule is.
 */
export function personNameMessage(label: string, value: string, message: string): string {
  const name = value.trim();
  if (name === '' || PERSON_NAME_PATTERN.test(name) || !NAME_CHARACTERS.test(name)) return message;
  return `${label} must start each word with a letter, and may have a dot only at the end of a word`;
}
