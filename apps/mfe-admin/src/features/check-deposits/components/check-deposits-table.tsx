import {
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AdminCheckDeposit } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { formatDateTime } from '@vaultline/ui';
import { approvalsText, STATUS_TEXT } from '../lib/deposit-text';

const HEADERS = ['Customer', 'Amount', 'Check number', 'Deposited', 'Status', 'Approvals', ''];

function DepositRow(props: { deposit: AdminCheckDeposit; onOpen(id: string): void }) {
  const { deposit, onOpen } = props;
  return (
    <TableRow hover>
      <TableCell>
        <Typography sx={{ fontWeight: 500 }}>{deposit.customer.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {deposit.customer.email}
        </Typography>
      </TableCell>
      <TableCell align="right">{formatUsd(deposit.amountMinor)}</TableCell>
      <TableCell>#{deposit.checkNumber}</TableCell>
      <TableCell>{formatDateTime(deposit.createdAt)}</TableCell>
      <TableCell>
        <Chip size="small" component="span" {...STATUS_TEXT[deposit.status]} />
      </TableCell>
      <TableCell>{approvalsText(deposit)}</TableCell>
      <TableCell>
        <Button
          size="small"
          variant="outlined"
          onClick={() => onOpen(deposit.id)}
          aria-label={`Open check #${deposit.checkNumber} from ${deposit.customer.name}`}
        >
          Open
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** The deposits as the API ordered them (a queue oldest first; all of them newest first). */
export function CheckDepositsTable(props: {
  deposits: AdminCheckDeposit[];
  onOpen(id: string): void;
}) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label="Check deposits" size="small">
        <TableHead>
          <TableRow>
            {HEADERS.map((header, index) => (
              <TableCell key={header || index} align={header === 'Amount' ? 'right' : 'left'}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.deposits.map((deposit) => (
            <DepositRow key={deposit.id} deposit={deposit} onOpen={props.onOpen} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
