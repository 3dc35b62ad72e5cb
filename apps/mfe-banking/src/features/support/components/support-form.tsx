import { Box, Button, CircularProgress, Grid, MenuItem, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import {
  CreateSupportRequestSchema,
  SUPPORT_CATEGORIES,
  type SupportCategory,
} from '@vaultline/contracts';
import { NETWORK_ERROR_CODE, toast } from '@vaultline/session';
import { AttachmentPicker, fieldErrors, SectionCard } from '@vaultline/ui';
import { useCreateSupportRequest } from '../api/create-support-request';

interface SupportValues {
  email: string;
  phone: string;
  category: SupportCategory | '';
  subject: string;
  message: string;
}

const blank = (email: string): SupportValues => ({
  email,
  phone: '',
  category: '',
  subject: '',
  message: '',
});

function useSupportForm(defaultEmail: string, onSent: () => void) {
  const [values, setValues] = useState<SupportValues>(() => blank(defaultEmail));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<File[]>([]);
  const create = useCreateSupportRequest();
  const filled =
    values.email.trim() !== '' &&
    values.category !== '' &&
    values.subject.trim() !== '' &&
    values.message.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateSupportRequestSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const result = await create.mutate({ request: parsed.data, files });
    if (!result.ok) {
      const title =
        result.error.code === NETWORK_ERROR_CODE ? 'Network error' : 'failed to contact support';
      return toast({ title, description: result.error.message || 'Try again', severity: 'error' });
    }
    toast({
      title: 'Support Request Submitted',
      description: 'Our team will reply under Your Requests, and we will let you know.',
      severity: 'success',
    });
    setValues(blank(defaultEmail));
    setFiles([]);
    onSent();
  };

  const change = (patch: Partial<SupportValues>) =>
    setValues((current) => ({ ...current, ...patch }));
  const pending = create.isPending;
  return { values, errors, filled, pending, submit, change, files, setFiles };
}

interface FieldProps {
  form: ReturnType<typeof useSupportForm>;
  field: 'email' | 'phone' | 'subject' | 'message';
  label: string;
  maxLength: number;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  rows?: number;
}

function FormField({
  form,
  field,
  label,
  maxLength,
  type = 'text',
  required = true,
  autoComplete = 'off',
  rows,
}: FieldProps) {
  const error = form.errors[field];
  return (
    <TextField
      label={label}
      type={type}
      value={form.values[field]}
      onChange={(event) => form.change({ [field]: event.target.value })}
      error={!!error}
      helperText={error ?? (required ? ' ' : 'Optional')}
      required={required}
      autoComplete={autoComplete}
      multiline={rows !== undefined}
      rows={rows}
      fullWidth
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}

function CategoryField({ form }: { form: ReturnType<typeof useSupportForm> }) {
  return (
    <TextField
      select
      label="Category"
      value={form.values.category}
      onChange={(event) => form.change({ category: event.target.value as SupportCategory })}
      error={!!form.errors.category}
      helperText={form.errors.category ?? ' '}
      required
      fullWidth
    >
      {(Object.keys(SUPPORT_CATEGORIES) as SupportCategory[]).map((category) => (
        <MenuItem key={category} value={category}>
          {SUPPORT_CATEGORIES[category]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Contact Support: email (prefilled), optional phone, category, subject, message and files. */
export function SupportForm({ defaultEmail, onSent }: { defaultEmail: string; onSent(): void }) {
  const form = useSupportForm(defaultEmail, onSent);
  return (
    <SectionCard title="Send us a message">
      <Box component="form" noValidate onSubmit={(event) => void form.submit(event)}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormField
              form={form}
              field="email"
              label="Email Address"
              type="email"
              autoComplete="email"
              maxLength={254}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormField
              form={form}
              field="phone"
              label="Phone Number"
              type="tel"
              autoComplete="tel"
              maxLength={20}
              required={false}
            />
          </Grid>
          <Grid size={12}>
            <CategoryField form={form} />
          </Grid>
          <Grid size={12}>
            <FormField form={form} field="subject" label="Subject" maxLength={150} />
          </Grid>
          <Grid size={12}>
            <FormField form={form} field="message" label="Message" maxLength={5000} rows={6} />
          </Grid>
          <Grid size={12}>
            <AttachmentPicker files={form.files} onChange={form.setFiles} disabled={form.pending} />
          </Grid>
        </Grid>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={!form.filled || form.pending}
            startIcon={form.pending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {form.pending ? 'Processing...' : 'Submit Request'}
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
