import { z } from 'zod';
import { plainText, UuidSchema } from '../common';

export const ACCOUNT_TYPES = ['checking', 'savings', 'credit', 'business'] as const;
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES, { error: 'Choose an account type' });
export type AccountType = z.infer<typeof AccountTypeSchema>;

/** Labels the screens show for each type. */
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  checking: 'Checking',
  savings: 'Savings',
  credit: 'Credit',
  business: 'Business',
};

export const AccountStatusSchema = z.enum(['active', 'closed']);

/** An account in a list: the number only as its last 4 digits. */
export const AccountSummarySchema = z.object({
  id: UuidSchema,
  name: z.string(),
  type: AccountTypeSchema,
  numberLast4: z.string(),
  status: AccountStatusSchema,
  /** Available balance: the ledger balance (held funds already left it). */
  balanceMinor: z.number().int(),
  creditLimitMinor: z.number().int(),
  openedAt: z.string(),
});
export type AccountSummary = z.infer<typeof AccountSummarySchema>;

/** One account on its own page: full number and the bank's routing number. */
export const AccountDetailSchema = AccountSummarySchema.extend({
  number: z.string(),
  routingNumber: z.string(),
  closedAt: z.string().nullable(),
});
export type AccountDetail = z.infer<typeof AccountDetailSchema>;

export const AccountListSchema = z.object({ accounts: z.array(AccountSummarySchema) });
export type AccountList = z.infer<typeof AccountListSchema>;

/**
 * What a customer can open today. Credit accounts are not offered: there is no credit line yet
 * (a "credit" account would be a checking account by another name). Existing ones keep working.
 */
export const OPENABLE_ACCOUNT_TYPES = ['checking', 'savings', 'business'] as const;
export const OpenAccountRequestSchema = z.strictObject({
  type: z.enum(OPENABLE_ACCOUNT_TYPES, 'Choose checking, savings or business'),
  name: plainText(60, 'Account name'),
});
export type OpenAccountRequest = z.input<typeof OpenAccountRequestSchema>;

/** The dashboard's three figures. */
export const BankingSummarySchema = z.object({
  /** Sum of the balances of the user's active accounts, in USD minor units. */
  totalBalanceMinor: z.number().int(),
  transactionCount: z.number().int().nonnegative(),
  activeAccounts: z.number().int().nonnegative(),
});
export type BankingSummary = z.infer<typeof BankingSummarySchema>;

export const AccountsErrorCode = {
  NOT_FOUND: 'ACCOUNTS_NOT_FOUND',
  BALANCE_NOT_ZERO: 'ACCOUNTS_BALANCE_NOT_ZERO',
  ALREADY_CLOSED: 'ACCOUNTS_ALREADY_CLOSED',
  LIMIT_REACHED: 'ACCOUNTS_LIMIT_REACHED',
} as const;
