/**
 * What the portal can do at this commit, for the copy that names it (PRODUCT principle 2: every
 * statement is true). Copy that mentions a capability marked false says "coming soon" next to
 * it; a test reads the copy and fails otherwise. Turn a flag on in the change that builds it.
 */
export const CAPABILITIES = {
  savedPayees: true,
  spendingInsights: true,
  statements: true,
  notificationMessages: false,
  multiCurrency: false,
  jointAccounts: false,
  creditLines: false,
  premiumAccounts: false,
} as const satisfies Record<string, boolean>;

export type Capability = keyof typeof CAPABILITIES;

/** Words by which copy names each capability (lower-case, matched anywhere in a sentence). */
export const CAPABILITY_WORDS: Record<Capability, RegExp> = {
  savedPayees: /(saved|list of) payees|payee list/i,
  spendingInsights: /spending (chart|insight)|where your money goes/i,
  statements: /monthly statements|statements as pdf|pdf and csv|download.* statements?/i,
  notificationMessages: /(sms|push) (notification|message)|we (email|text) you (when|about)/i,
  multiCurrency: /multi-currency|several currencies/i,
  jointAccounts: /joint accounts?/i,
  creditLines: /credit line|repaid from/i,
  premiumAccounts: /premium accounts?|\$15/i,
};

export function isAvailable(capability: Capability): boolean {
  return CAPABILITIES[capability];
}
