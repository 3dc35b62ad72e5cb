import { Alert, Stack } from '@mui/material';
import type { Payee, TransferLimits } from '@vaultline/contracts';
import { formatUsd, parseUsdToMinor } from '@vaultline/money';
import { formatDateTime } from '@vaultline/ui';
import { usePayees } from '../../../api/payees';
import { emailChangeHoldText } from '../../../lib/refusals';
import type { TransferDraft } from '../lib/transfer-draft';

/** What the bank's first-window rule means for the recipient typed in. */
export type RecipientStanding =
  | { kind: 'payee-window'; remainingMinor: number; until: string }
  | { kind: 'payee' }
  | { kind: 'unknown' };

/**
 * A saved payee still in its first window (how much more, until when), a payee past it, or a
 * recipient not among the payees (new, unless paid long ago and removed since).
 */
export function recipientStanding(
  draft: Pick<TransferDraft, 'accountNumber' | 'routingNumber'>,
  payees: Payee[],
  now = Date.now(),
): RecipientStanding {
  const payee = payees.find(
    (candidate) =>
      candidate.accountNumber === draft.accountNumber &&
      candidate.routingNumber === draft.routingNumber,
  );
  if (!payee) return { kind: 'unknown' };
  const { coolingUntil, newPayeeRemainingMinor } = payee;
  if (coolingUntil && newPayeeRemainingMinor !== null && new Date(coolingUntil).getTime() > now)
    return { kind: 'payee-window', remainingMinor: newPayeeRemainingMinor, until: coolingUntil };
  return { kind: 'payee' };
}

function noticeText(standing: RecipientStanding, limits: TransferLimits): string | null {
  if (standing.kind === 'payee-window')
    return `This payee is new to you: until ${formatDateTime(standing.until)} they can receive ${formatUsd(standing.remainingMinor)} more from you.`;
  if (standing.kind === 'payee') return null;
  return (
    'If you have not paid this recipient before, your first payment to them needs a code, and in ' +
    `their first ${limits.newRecipientHours} hours they can receive at most ` +
    `${formatUsd(limits.newRecipientLimitMinor)} from you in total. Payments between your own ` +
    'accounts are not limited.'
  );
}

/** The most this amount may be for the rule to let it through (null: no cap applies). */
function capOf(standing: RecipientStanding, limits: TransferLimits): number | null {
  if (standing.kind === 'payee-window') return standing.remainingMinor;
  return standing.kind === 'unknown' ? limits.newRecipientLimitMinor : null;
}

/**
 * Step 2's word on the new-recipient rule: what a payee in its first window may still receive
 * (and until when, in local time), or the general rule for a recipient who may be new; and while
 * an email change holds payments to new recipients, until when. The server decides either way.
 */
export function NewRecipientNotice({
  draft,
  limits,
}: {
  draft: TransferDraft;
  limits: TransferLimits | undefined;
}) {
  const payees = usePayees();
  if (!limits || !payees.data) return null;
  const standing = recipientStanding(draft, payees.data.payees);
  const text = noticeText(standing, limits);
  const cap = capOf(standing, limits);
  const amountMinor = parseUsdToMinor(draft.amount);
  const over = cap !== null && amountMinor !== null && amountMinor > cap;
  const paused = standing.kind === 'unknown' ? limits.newRecipientsPausedUntil : null;
  if (!text && !paused) return null;
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      {paused ? (
        <Alert severity="warning">{emailChangeHoldText(paused, 'newRecipients')}</Alert>
      ) : null}
      {text ? (
        <Alert severity={over ? 'warning' : 'info'}>
          {over ? `${text} This amount is more than that.` : text}
        </Alert>
      ) : null}
    </Stack>
  );
}
