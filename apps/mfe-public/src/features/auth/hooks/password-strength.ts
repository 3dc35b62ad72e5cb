export type StrengthColor = 'error' | 'warning' | 'success';

export interface PasswordStrength {
  /** 0 to 5: one point each for length ≥ 8, a lowercase letter, an uppercase letter, a digit, a symbol. */
  score: number;
  /** '' for an empty password, then Weak (1–2), Medium (3), Strong (4–5). */
  label: '' | 'Weak' | 'Medium' | 'Strong';
  /** Theme palette colour: red, yellow, green (spec §4). */
  color: StrengthColor;
}

export const STRENGTH_LENGTH_POINT = 8;

const RULES: Array<(password: string) => boolean> = [
  (password) => password.length >= STRENGTH_LENGTH_POINT,
  (password) => /[a-z]/.test(password),
  (password) => /[A-Z]/.test(password),
  (password) => /\d/.test(password),
  (password) => /[^A-Za-z0-9]/.test(password),
];

/** Instant feedback only: no minimum strength is enforced (the server checks the real rules). */
export function passwordStrength(password: string): PasswordStrength {
  const score = RULES.filter((rule) => rule(password)).length;
  if (score === 0) return { score, label: '', color: 'error' };
  if (score <= 2) return { score, label: 'Weak', color: 'error' };
  if (score === 3) return { score, label: 'Medium', color: 'warning' };
  return { score, label: 'Strong', color: 'success' };
}
