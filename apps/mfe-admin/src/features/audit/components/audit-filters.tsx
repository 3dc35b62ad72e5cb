import { Box, Button, Grid, TextField, type TextFieldProps } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { AuditQuerySchema, UuidSchema } from '@vaultline/contracts';
import type { AuditFilters } from '../hooks/use-audit-feed';

interface Draft {
  actorId: string;
  userId: string;
  action: string;
  from: string;
  to: string;
}

const EMPTY: Draft = { actorId: '', userId: '', action: '', from: '', to: '' };
type Errors = Partial<Record<keyof Draft, string>>;

/** Checks the draft the way the API will, so staff see what to fix before asking. */
function check(draft: Draft): { filters: AuditFilters | null; errors: Errors } {
  const errors: Errors = {};
  const trimmed = Object.fromEntries(
    Object.entries(draft).map(([key, value]) => [key, value.trim()]),
  ) as unknown as Draft;
  for (const field of ['actorId', 'userId'] as const) {
    if (trimmed[field] && !UuidSchema.safeParse(trimmed[field]).success)
      errors[field] = 'Enter a full id, like 3f2a…-…';
  }
  const parsed = AuditQuerySchema.safeParse({
    action: trimmed.action || undefined,
    from: trimmed.from || undefined,
    to: trimmed.to || undefined,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as keyof Draft;
      errors[field] ??= issue.message;
    }
  }
  if (trimmed.from && trimmed.to && trimmed.from > trimmed.to)
    errors.to = 'The end date is before the start date';
  if (Object.keys(errors).length > 0) return { filters: null, errors };
  const filters: AuditFilters = {};
  for (const field of ['actorId', 'userId', 'action', 'from', 'to'] as const)
    if (trimmed[field]) filters[field] = trimmed[field];
  return { filters, errors };
}

/** One filter field, small, with its error in place of the hint. */
function FilterField({
  name,
  label,
  draft,
  errors,
  set,
  helperText,
  ...extra
}: Partial<TextFieldProps> & {
  name: keyof Draft;
  label: string;
  draft: Draft;
  errors: Errors;
  set: (field: keyof Draft) => (value: string) => void;
}) {
  return (
    <TextField
      {...extra}
      label={label}
      value={draft[name]}
      onChange={(event) => set(name)(event.target.value)}
      error={!!errors[name]}
      helperText={errors[name] ?? helperText}
      size="small"
      fullWidth
    />
  );
}

const ID_INPUT = { htmlInput: { maxLength: 36, spellCheck: false } };
const DATE_INPUT = { inputLabel: { shrink: true } };

/** The filters as typed, their errors, and applying or clearing them. */
function useAuditFilters(onApply: (filters: AuditFilters) => void) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const set = (field: keyof Draft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const result = check(draft);
    setErrors(result.errors);
    if (result.filters) onApply(result.filters);
  };
  const clear = () => {
    setDraft(EMPTY);
    setErrors({});
    onApply({});
  };
  return { draft, errors, set, apply, clear };
}

/** Staff member id, user id, action and a date range; applied together with the Apply button. */
export function AuditFiltersForm({ onApply }: { onApply(filters: AuditFilters): void }) {
  const { draft, errors, set, apply, clear } = useAuditFilters(onApply);
  const field = { draft, errors, set };
  const actions = {
    display: 'flex',
    gap: 1,
    alignItems: 'flex-start',
    justifyContent: { md: 'flex-end' },
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter the audit log"
      onSubmit={apply}
      noValidate
      sx={{ mb: 2 }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <FilterField {...field} name="actorId" label="Staff member id" slotProps={ID_INPUT} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FilterField
            {...field}
            name="userId"
            label="User id"
            helperText="The user a record is about"
            slotProps={ID_INPUT}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FilterField
            {...field}
            name="action"
            label="Action"
            helperText="e.g. adjustment.approved or auth.sign_in"
            slotProps={{ htmlInput: { maxLength: 60, spellCheck: false } }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <FilterField {...field} name="from" label="From" type="date" slotProps={DATE_INPUT} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <FilterField {...field} name="to" label="To" type="date" slotProps={DATE_INPUT} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={actions}>
          <Button onClick={clear}>Clear</Button>
          <Button type="submit" variant="contained">
            Apply filters
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
