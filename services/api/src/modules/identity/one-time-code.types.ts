import type { CodePurpose } from './code-purposes';

// What a checked or claimed one-time code carries.

export interface CheckedCode {
  id: string;
  userId: string;
  context: Record<string, unknown>;
}

/** A code or challenge with one more try counted, not compared yet (see `claim`). */
export interface ClaimedCode extends CheckedCode {
  purpose: CodePurpose;
  /** The tries left after this one. */
  triesLeft: number;
  codeHash: string;
}

export interface CodeRow {
  id: string;
  user_id: string;
  code_hash: string;
  attempts: number;
  context: Record<string, unknown>;
}
