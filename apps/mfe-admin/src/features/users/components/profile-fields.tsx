import {
  Button,
  CircularProgress,
  Grid,
  MenuItem,
  Stack,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { formatDay } from '@vaultline/ui';
import { ApprovalReasonField } from '../../../components/approval-reason-field';
import type { ProfileEditorState } from '../hooks/use-profile-editor';
import type { Field } from '../lib/profile-form';

/** One text field of the draft, with its error in place of the hint. */
export function ProfileText({
  state,
  field,
  label,
  helperText,
  ...props
}: Partial<TextFieldProps> & { state: ProfileEditorState; field: Field; label: string }) {
  const { form, errors, set, locked } = state;
  return (
    <TextField
      {...props}
      label={label}
      value={form[field]}
      onChange={(event) => set(field)(event.target.value)}
      disabled={locked || !!props.disabled}
      error={!!errors[field]}
      helperText={errors[field] ?? helperText}
      fullWidth
    />
  );
}

/** The role (never one's own), which changes only with a second staff member's approval. */
export function RoleField({ state }: { state: ProfileEditorState }) {
  const { form, errors, set, locked, ownProfile } = state;
  return (
    <TextField
      select
      label="User Role"
      value={form.role}
      onChange={(event) => set('role')(event.target.value)}
      disabled={locked || ownProfile}
      error={!!errors.role}
      helperText={
        errors.role ??
        (ownProfile
          ? "You can't change your own role."
          : 'A role change waits for another staff member to approve it.')
      }
      fullWidth
    >
      <MenuItem value="admin">Admin</MenuItem>
      <MenuItem value="customer">User</MenuItem>
    </TextField>
  );
}

/** Email (changed with approval), phone, address and date of birth. */
export function ContactFields({ state }: { state: ProfileEditorState }) {
  const { ownProfile } = state;
  const half = { xs: 12, sm: 6 };
  return (
    <>
      <Grid size={half}>
        <ProfileText
          state={state}
          field="email"
          label="Email Address"
          type="email"
          required
          disabled={ownProfile}
          helperText={
            ownProfile
              ? 'Change your own email from your profile.'
              : 'A new email waits for another staff member to approve it; the customer then confirms it.'
          }
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
      </Grid>
      <Grid size={half}>
        <ProfileText
          state={state}
          field="mobile"
          label="Phone Number"
          type="tel"
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <ProfileText
          state={state}
          field="address"
          label="Address"
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Grid>
      <Grid size={half}>
        <ProfileText
          state={state}
          field="dateOfBirth"
          label="Date of Birth"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
    </>
  );
}

/** The profile's fields: names, role, join date (read-only), email, phone, address, date of birth. */
export function ProfileFields({ state }: { state: ProfileEditorState }) {
  const { user } = state;
  const half = { xs: 12, sm: 6 };
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <ProfileText
          state={state}
          field="firstName"
          label="First Name"
          required
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
      </Grid>
      <Grid size={half}>
        <ProfileText
          state={state}
          field="lastName"
          label="Last Name"
          required
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
      </Grid>
      <Grid size={half}>
        <RoleField state={state} />
      </Grid>
      <Grid size={half}>
        <TextField
          label="Join Date"
          value={formatDay(user.createdAt)}
          fullWidth
          helperText="Recorded by the bank; it can't be changed."
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </Grid>
      <ContactFields state={state} />
    </Grid>
  );
}

/** Why a role or email change is asked for (shown to the approver). */
export function ChangeReasonField({ state }: { state: ProfileEditorState }) {
  const { editing, asksApproval, reason, setReason, errors, setErrors } = state;
  if (!editing || !asksApproval) return null;
  return (
    <ApprovalReasonField
      label="Reason for the role or email change"
      value={reason}
      error={errors.reason}
      onChange={(value) => {
        setReason(value);
        setErrors((current) => ({ ...current, reason: undefined }));
      }}
      sx={{ mt: 2 }}
    />
  );
}

/** Cancel and Save while editing. */
export function EditorButtons({ state }: { state: ProfileEditorState }) {
  const { editing, cancel, update } = state;
  if (!editing) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
      <Button onClick={cancel} disabled={update.isPending}>
        Cancel
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={update.isPending}
        startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {update.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </Stack>
  );
}
