import type { TransferResult } from '@vaultline/contracts';
import type { StoredResponse } from '../../platform/idempotency/idempotency.service';
import type { MailMessage } from '../../platform/mail/mail.service';
import type { RecipientData } from './transfer-row';

/** Who sends a transfer: the signed-in customer, or the owner of a schedule at its run. */
export interface Sender {
  id: string;
  role: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The Idempotency-Key of a start and the hash of its request. */
export interface StartIdempotency {
  key: string;
  requestHash: string;
}

export interface StartOutcome {
  stored: StoredResponse;
  /** The step-up code mail, to send once the transfer is written (null otherwise or on a replay). */
  mail: MailMessage | null;
}

export interface TransferDraft {
  sender: Sender;
  fromAccountId: string;
  recipient: RecipientData;
  amountMinor: number;
  description: string | null;
  scheduleId: string | null;
  /** The keyed hash of the PIN the customer gave (null for the scheduler's runs); the write checks it again. */
  pinHash: string | null;
}

/** What a confirmed schedule or code led to, plus the mail to send once the transaction commits. */
export interface TransitionResult {
  result: TransferResult;
  mail: MailMessage | null;
}
