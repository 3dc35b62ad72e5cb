import type { SecondFactorMethod, TransferResult } from '@vaultline/contracts';
import { maskEmail } from '../../identity/sign-in.service';
import { NAME_MISMATCH_WARNING } from '../recipients.service';
import type { BankSettings } from '../transfer-policy.service';
import type { TransferDraft } from '../transfer.types';
import type { StartDecision } from './start.types';

/** The answer the customer gets for a new transfer (stored with the write for the idempotency key). */
export function startAnswer(
  draft: TransferDraft,
  decision: StartDecision,
  at: { transferId: string; createdAt: string; bank: BankSettings },
  codeMethod: SecondFactorMethod | undefined,
): TransferResult {
  const { resolved, status } = decision;
  return {
    outcome: status as TransferResult['outcome'],
    transfer: {
      id: at.transferId,
      status,
      kind: resolved.kind,
      fromAccountId: draft.fromAccountId,
      fromAccountName: decision.sourceName,
      amountMinor: draft.amountMinor,
      recipientName: draft.recipient.name,
      recipientAccountLast4: draft.recipient.accountNumber.slice(-4),
      recipientRoutingNumber: draft.recipient.routingNumber,
      description: draft.description,
      nameMismatch: resolved.nameMismatch,
      failureReason: null,
      createdAt: at.createdAt,
      completedAt: status === 'completed' ? at.createdAt : null,
    },
    schedule: null,
    warnings: resolved.nameMismatch ? [NAME_MISMATCH_WARNING] : [],
    reviewTime: status === 'under_review' ? at.bank.reviewTime : null,
    codeSentTo: codeMethod === 'email' ? maskEmail(draft.sender.email) : null,
    codeMethod: codeMethod ?? null,
  };
}
