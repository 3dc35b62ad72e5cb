import type { TransferStatus } from '@vaultline/contracts';
import type { TransferContext } from '../data/transfer-context.queries';
import type { ResolvedRecipient } from '../recipients.service';

/** A new transfer that passed the checks before any write: its context and resolved recipient. */
export interface CheckedTransfer {
  found: TransferContext;
  resolved: ResolvedRecipient;
  sourceName: string;
}

/** A checked transfer with what decideTransfer made of it. */
export interface StartDecision extends CheckedTransfer {
  status: TransferStatus;
  review: boolean;
  dailyLimitMinor: number;
}
