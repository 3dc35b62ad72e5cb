import type { TransactionStatus, TransactionType } from '@vaultline/contracts';

/** One line of a customer's history: an effect on one of their accounts. */
export interface ActivityLine {
  accountId: string;
  userId: string;
  entryId: string | null;
  transferId?: string | null;
  type: TransactionType;
  title: string;
  description?: string;
  category: string;
  /** Signed: money in positive, money out negative. */
  amountMinor: number;
  status: TransactionStatus;
  reversalOf?: string | null;
}
