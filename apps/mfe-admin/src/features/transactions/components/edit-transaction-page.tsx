import { Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { TRANSACTION_TYPES } from '@vaultline/contracts';
import {
  EditTransactionRequestSchema,
  type EditTransactionRequest,
  type Transaction,
} from '@vaultline/contracts';
import { formatDate } from '@vaultline/money';
import { toast } from '@vaultline/session';
import {
  BackButton,
  EmptyState,
  ErrorState,
  fieldErrors,
  LinkButton,
  PageHeading,
  SectionCard,
  StatusChip,
  toastFailure,
  TransactionAmount,
} from '@vaultline/ui';
import { InfoList, InfoRow } from '../../../components/info-list';
import { PageSkeleton } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';
import { useEditTransaction } from '../api/edit-transaction';
import { useAdminTransaction } from '../api/get-transaction';

type Words = Required<{ [K in keyof EditTransactionRequest]: string }>;
const WORDS: Array<keyof Words> = ['title', 'category', 'description'];
const TYPE_LABELS: Record<(typeof TRANSACTION_TYPES)[number], string> = {
  credit: 'Credit',
  debit: 'Debit',
  transfer: 'Transfer',
};

const wordsOf = (transaction: Transaction): Words => ({
  title: transaction.title,
  category: transaction.category,
  description: transaction.description,
});

/** The words as edited, their errors, and saving only what changed. */
function useWordsEditor(transaction: Transaction, userId: string) {
  const navigate = useNavigate();
  const edit = useEditTransaction();
  const saved = wordsOf(transaction);
  const [form, setForm] = useState<Words>(saved);
  const [errors, setErrors] = useState<Partial<Words>>({});

  const changes: EditTransactionRequest = {};
  for (const field of WORDS)
    if (form[field].trim() !== saved[field]) changes[field] = form[field].trim();
  const dirty = Object.keys(changes).length > 0;

  const set = (field: keyof Words) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = EditTransactionRequestSchema.safeParse(changes);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    const result = await edit.mutate({ transactionId: transaction.id, changes: parsed.data });
    if (!result.ok) {
      toastFailure('failed to create transaction', result.error);
      return;
    }
    toast({
      title: 'Success',
      description: 'Transaction Updated successfully!',
      severity: 'success',
    });
    navigate(paths.userDetails(userId));
  };
  return { edit, form, errors, dirty, set, save };
}

function WordsEditor({ transaction, userId }: { transaction: Transaction; userId: string }) {
  const { edit, form, errors, dirty, set, save } = useWordsEditor(transaction, userId);

  return (
    <SectionCard title="Details">
      <Box component="form" onSubmit={save} noValidate aria-label="Transaction details">
        <Stack spacing={2}>
          <TextField
            label="Title"
            value={form.title}
            onChange={(event) => set('title')(event.target.value)}
            required
            error={!!errors.title}
            helperText={errors.title}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label="Category"
            value={form.category}
            onChange={(event) => set('category')(event.target.value)}
            required
            error={!!errors.category}
            helperText={errors.category}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <TextField
            label="Description"
            value={form.description}
            onChange={(event) => set('description')(event.target.value)}
            error={!!errors.description}
            helperText={errors.description ?? 'Notes shown on the statement line.'}
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <LinkButton to={paths.userDetails(userId)} disabled={edit.isPending}>
              Cancel
            </LinkButton>
            <Button
              type="submit"
              variant="contained"
              disabled={!dirty || edit.isPending}
              startIcon={
                edit.isPending ? <CircularProgress size={16} color="inherit" /> : undefined
              }
            >
              {edit.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </SectionCard>
  );
}

/** /edit-transaction/:transactionId/:userId — a line's title, category and description; amount, date, status and account stay as posted. */
export function EditTransactionPage() {
  const { transactionId = '', userId = '' } = useParams();
  const transaction = useAdminTransaction(transactionId);
  const data = transaction.data;
  const notFound = transaction.error?.status === 404;

  return (
    <>
      <BackButton to={paths.userDetails(userId)} label="Back to User Details" />
      <PageHeading
        title="Edit Transaction"
        subtitle="Only the words of a statement line can change. A wrong amount is corrected by a reversal or an adjustment."
      />
      {notFound ? (
        <EmptyState text="We couldn't find this transaction. The link may be wrong." />
      ) : null}
      {transaction.error && !notFound ? (
        <ErrorState
          title="We couldn't load this transaction."
          message={transaction.error.message}
          onRetry={transaction.refetch}
        />
      ) : null}
      {transaction.isLoading ? (
        <PageSkeleton label="Loading transaction" blocks={[140, 300]} />
      ) : null}
      {data ? (
        <Stack spacing={3}>
          <SectionCard title="As posted">
            <InfoList>
              <InfoRow
                label="Amount"
                value={<TransactionAmount amountMinor={data.amountMinor} type={data.type} />}
              />
              <InfoRow label="Date" value={formatDate(data.date)} />
              <InfoRow label="Status" value={<StatusChip status={data.status} />} />
              <InfoRow
                label="Account"
                value={`${data.accountName} •••• ${data.accountNumberLast4}`}
              />
              <InfoRow label="Type" value={TYPE_LABELS[data.type]} />
            </InfoList>
          </SectionCard>
          <WordsEditor key={data.id} transaction={data} userId={userId} />
        </Stack>
      ) : null}
    </>
  );
}
