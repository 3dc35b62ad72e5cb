export type StrengthColor = 'error' | 'warning' | 'success';

export interface PasswordStrength {
  /** zxcvbn's 0 to 4: how many guesses it would take (0: under 10^3, 4: over 10^10). */
  score: number;
  /** Weak (0–1), Medium (2), Strong (3–4). */
  label: 'Weak' | 'Medium' | 'Strong';
  /** Theme palette colour: red, yellow, green (spec §4). */
  color: StrengthColor;
  /** Why it is weak, when zxcvbn can say (e.g. "This is similar to a commonly used password."). */
  warning: string | null;
}

export type StrengthEstimator = (password: string, userInputs: string[]) => PasswordStrength;

export const MAX_STRENGTH_SCORE = 4;

function describe(score: number, warning: string | null): PasswordStrength {
  if (score <= 1) return { score, label: 'Weak', color: 'error', warning };
  if (score === 2) return { score, label: 'Medium', color: 'warning', warning };
  return { score, label: 'Strong', color: 'success', warning };
}

let estimator: Promise<StrengthEstimator> | null = null;

/**
 * zxcvbn-ts with the common and English dictionaries, loaded on first use only (it is several
 * hundred KB), so pages without a password field never fetch it. Instant feedback only: the
 * server enforces the real rules (length, breached and common passwords).
 */
export function loadStrengthEstimator(): Promise<StrengthEstimator> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, english]) => {
    const zxcvbn = new core.ZxcvbnFactory({
      translations: english.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary },
    });
    return (password, userInputs) => {
      const result = zxcvbn.check(password, userInputs);
      return describe(result.score, result.feedback.warning || null);
    };
  });
  return estimator;
}
