/**
 * What the portal can do at this commit, for the copy, the navigation and the routes that name it
 * (PRODUCT principle 2: every statement is true). Copy that mentions a capability marked false
 * says "coming soon" next to it; a navigation entry to one is marked "Coming soon" and opens the
 * shell's coming-soon page, never a form that looks like it works. Tests read the copy and the
 * navigation and fail otherwise. Turn a flag on in the change that builds it.
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
  debitCards: true,
  billPay: true,
  checkDeposits: true,
  internationalTransfers: false,
  airtime: false,
  loans: false,
  investments: false,
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
  debitCards: /debit cards?/i,
  billPay: /pay (your )?bills|bill pay/i,
  checkDeposits: /deposit (a )?checks?|check deposits?/i,
  internationalTransfers: /international (transfers?|payments?)|send money abroad/i,
  airtime: /airtime/i,
  loans: /\b(a|your|for a) loans?\b|\bloans? (status|repayments?|applications?)\b/i,
  investments: /mutual funds?|treasury bills?|\binvest(ing|ments?) (in|accounts?|products?)\b/i,
};

export function isAvailable(capability: Capability): boolean {
  return CAPABILITIES[capability];
}
