import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ACCOUNT_TYPE_LABELS,
  OPENABLE_ACCOUNT_TYPES,
  OpenAccountRequestSchema,
} from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { BackButton, fieldErrors, LinkButton, PageHeading, toastFailure } from '@vaultline/ui';
import { CREATE_ACCOUNT_REDIRECT_MS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { useCreateAccount } from '../api/create-account';

type OpenableType = (typeof OPENABLE_ACCOUNT_TYPES)[number];

const TYPE_HINTS: Record<OpenableType, string> = {
  checking: 'For everyday spending, bills and transfers.',
  savings: 'For money you want to set aside.',
  business: 'Keeps business money apart from personal money.',
};

/** Counts down to /accounts after a success (spec: 1.5 s), cancelled if the page goes away first. */
function useRedirectAfterSuccess(done: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => navigate(paths.accounts), CREATE_ACCOUNT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);
}

/** The account type and name, their errors, and opening the account (then back to Accounts). */
function useCreateAccountForm() {
  const [type, setType] = useState<OpenableType | ''>('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const create = useCreateAccount();
  useRedirectAfterSuccess(done);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = OpenAccountRequestSchema.safeParse({ type, name });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const result = await create.mutate(parsed.data);
    if (!result.ok)
      return toastFailure(
        'Create Account Error',
        result.error,
        'Something went wrong while creating the account.',
      );
    toast({
      title: 'Account Created!',
      description: `Your ${parsed.data.type} account has been created successfully.`,
      severity: 'success',
    });
    setDone(true);
  };

  return { type, setType, name, setName, errors, create, submit, busy: create.isPending || done };
}

/** The kind of account, each with what it is for. */
function AccountTypeField({
  type,
  error,
  onChange,
}: {
  type: OpenableType | '';
  error?: string;
  onChange: (type: OpenableType) => void;
}) {
  return (
    <TextField
      select
      label="Account Type"
      value={type}
      onChange={(event) => onChange(event.target.value as OpenableType)}
      required
      error={!!error}
      helperText={error ?? (type ? TYPE_HINTS[type] : 'Choose the kind of account to open.')}
      slotProps={{
        select: {
          renderValue: (value) => (value ? ACCOUNT_TYPE_LABELS[value as OpenableType] : ''),
        },
      }}
    >
      {OPENABLE_ACCOUNT_TYPES.map((option) => (
        <MenuItem key={option} value={option}>
          <ListItemText primary={ACCOUNT_TYPE_LABELS[option]} secondary={TYPE_HINTS[option]} />
        </MenuItem>
      ))}
    </TextField>
  );
}

export function CreateAccountPage() {
  const { type, setType, name, setName, errors, create, submit, busy } = useCreateAccountForm();

  return (
    <>
      <BackButton to={paths.accounts} label="Back to Accounts" />
      <PageHeading
        title="Create Account"
        subtitle="Open a new account in a few seconds. It is active as soon as it is created."
      />
      <Card variant="outlined" sx={{ maxWidth: 640 }}>
        <CardContent
          component="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Stack spacing={3}>
            <AccountTypeField type={type} error={errors.type} onChange={setType} />
            <TextField
              label="Account Name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              error={!!errors.name}
              helperText={errors.name ?? 'A name you will recognise, e.g. "Holiday savings".'}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
              <LinkButton to={paths.accounts} disabled={busy}>
                Cancel
              </LinkButton>
              <Button
                type="submit"
                variant="contained"
                disabled={!type || busy}
                startIcon={
                  create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined
                }
              >
                {create.isPending ? 'Creating...' : 'Create Account'}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
