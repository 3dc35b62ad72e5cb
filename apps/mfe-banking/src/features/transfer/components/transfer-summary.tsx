import { Box, Divider, Typography } from '@mui/material';
import { Fragment } from 'react';
import {
  ACCOUNT_TYPE_LABELS,
  type AccountSummary,
  type AccountType,
  type RecipientCheck,
} from '@vaultline/contracts';
import { formatUsd, parseUsdToMinor } from '@vaultline/money';
import { useTransferLimits } from '../../../api/get-transfer-limits';
import { describeTiming, toTiming, type TransferDraft } from '../lib/transfer-draft';

function bankOf(check: RecipientCheck | null, arrival: string | undefined): string {
  if (!check) return '—';
  if (check.kind === 'internal') return 'Vaultline (arrives instantly)';
  return arrival ? `Another bank (arrives in ${arrival})` : 'Another bank';
}

function rows(
  draft: TransferDraft,
  account: AccountSummary | undefined,
  check: RecipientCheck | null,
  arrival: string | undefined,
): Array<[string, string]> {
  const recipientType = draft.accountType
    ? ACCOUNT_TYPE_LABELS[draft.accountType as AccountType]
    : '';
  const list: Array<[string, string]> = [
    ['From', account ? `${account.name} •••• ${account.numberLast4}` : '—'],
    ['To', draft.name.trim()],
    ['Recipient account', `${recipientType} •••• ${draft.accountNumber.slice(-4)}`],
    ['Routing number', draft.routingNumber],
    ['Bank', bankOf(check, arrival)],
    ['Amount', formatUsd(parseUsdToMinor(draft.amount) ?? 0)],
    ['When', describeTiming(toTiming(draft))],
  ];
  if (draft.address.trim()) list.push(['Recipient address', draft.address.trim()]);
  if (draft.description.trim()) list.push(['Description', draft.description.trim()]);
  return list;
}

/** What will be sent, as a definition list (step 3). */
interface TransferSummaryProps {
  draft: TransferDraft;
  account: AccountSummary | undefined;
  check: RecipientCheck | null;
}

export function TransferSummary({ draft, account, check }: TransferSummaryProps) {
  const arrival = useTransferLimits().data?.externalArrival;
  return (
    <Box
      component="dl"
      aria-label="Transfer summary"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        rowGap: 1,
        columnGap: 2,
      }}
    >
      {rows(draft, account, check, arrival).map(([label, value], index) => (
        <Fragment key={label}>
          {index > 0 ? (
            <Divider sx={{ gridColumn: '1 / -1', display: { xs: 'block', sm: 'none' } }} />
          ) : null}
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
