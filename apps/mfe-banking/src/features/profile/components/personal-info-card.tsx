import { Grid, Link, TextField, Typography } from '@mui/material';
import type { Me } from '@vaultline/contracts';
import { capitalizeName } from '@vaultline/session';
import { SectionCard } from '@vaultline/ui';
import type { ProfileValues } from '../hooks/use-profile-editor';

type Field = keyof ProfileValues;

/** Spec: empty mobile, address or date of birth are shown in red with an invitation to add them. */
const MISSING: Partial<Record<Field, string>> = {
  mobile: 'Add Mobile Number',
  address: 'Add Address',
  dateOfBirth: 'Add Date of Birth',
};

function ViewRow({
  label,
  value,
  missing,
  onAdd,
}: {
  label: string;
  value: string | null;
  missing?: string;
  onAdd(): void;
}) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {value ||
          (missing ? (
            <Link
              component="button"
              type="button"
              color="error"
              onClick={onAdd}
              sx={{ fontWeight: 500 }}
            >
              {missing}
            </Link>
          ) : (
            '—'
          ))}
      </Typography>
    </Grid>
  );
}

function PersonalInfoView({ user, onEdit }: { user: Me; onEdit(): void }) {
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      <ViewRow label="First Name" value={capitalizeName(user.firstName)} onAdd={onEdit} />
      <ViewRow label="Last Name" value={capitalizeName(user.lastName)} onAdd={onEdit} />
      <ViewRow label="Email Address" value={user.email} onAdd={onEdit} />
      <ViewRow label="Mobile Number" value={user.mobile} missing={MISSING.mobile} onAdd={onEdit} />
      <ViewRow label="Address" value={user.address} missing={MISSING.address} onAdd={onEdit} />
      <ViewRow
        label="Date of Birth"
        value={user.dateOfBirth}
        missing={MISSING.dateOfBirth}
        onAdd={onEdit}
      />
    </Grid>
  );
}

interface EditProps {
  values: ProfileValues;
  errors: Record<string, string>;
  disabled: boolean;
  onChange(patch: Partial<ProfileValues>): void;
}

interface EditFieldProps {
  field: Field;
  label: string;
  props: EditProps;
  type?: string;
  autoComplete: string;
}

function EditField({ field, label, props, type = 'text', autoComplete }: EditFieldProps) {
  const { values, errors, disabled, onChange } = props;
  const empty = values[field] === '' && field in MISSING;
  return (
    <Grid size={{ xs: 12, sm: field === 'address' ? 12 : 6 }}>
      <TextField
        label={label}
        type={type}
        value={values[field]}
        onChange={(event) => onChange({ [field]: event.target.value })}
        placeholder={MISSING[field]}
        error={!!errors[field]}
        helperText={errors[field] ?? (empty ? 'Not added yet' : ' ')}
        disabled={disabled}
        autoComplete={autoComplete}
        fullWidth
        slotProps={{
          inputLabel: type === 'date' ? { shrink: true } : undefined,
          formHelperText: { sx: empty && !errors[field] ? { color: 'error.main' } : undefined },
        }}
      />
    </Grid>
  );
}

function PersonalInfoForm(props: EditProps) {
  return (
    <Grid container spacing={2}>
      <EditField field="firstName" label="First Name" props={props} autoComplete="given-name" />
      <EditField field="lastName" label="Last Name" props={props} autoComplete="family-name" />
      <EditField field="mobile" label="Mobile Number" props={props} type="tel" autoComplete="tel" />
      <EditField
        field="dateOfBirth"
        label="Date of Birth"
        props={props}
        type="date"
        autoComplete="bday"
      />
      <EditField field="address" label="Address" props={props} autoComplete="street-address" />
    </Grid>
  );
}

interface PersonalInfoCardProps extends EditProps {
  user: Me;
  editing: boolean;
  onEdit(): void;
}

/**
 * Personal Information: read-only with capitalised names, or the edit form. The email is changed
 * in its own card (password + code).
 */
export function PersonalInfoCard({ user, editing, onEdit, ...form }: PersonalInfoCardProps) {
  return (
    <SectionCard title="Personal Information">
      {editing ? <PersonalInfoForm {...form} /> : <PersonalInfoView user={user} onEdit={onEdit} />}
    </SectionCard>
  );
}
