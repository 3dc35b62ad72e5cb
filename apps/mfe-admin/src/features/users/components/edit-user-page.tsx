import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  Grid,
  MenuItem,
  Stack,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import {
  AdminErrorCode,
  AdminUpdateUserRequestSchema,
  type AdminUpdateUserRequest,
  type AdminUserDetail,
  type ChangeRequest,
  type Role,
} from '@vaultline/contracts';
import { toast, useSession } from '@vaultline/session';
import {
  BackButton,
  EmptyState,
  ErrorState,
  fieldErrors,
  PageHeading,
  SectionCard,
  toastFailure,
} from '@vaultline/ui';
import { formatDay } from '@vaultline/ui';
import { useAdminUser } from '../../../api/get-user';
import { ApprovalReasonField } from '../../../components/approval-reason-field';
import { PageSkeleton } from '../../../components/page-skeleton';
import { fullName } from '../../../components/user-avatar';
import { paths } from '../../../config/paths';
import { SENT_FOR_APPROVAL, summarizeChanges } from '../../../lib/change-lines';
import { useUpdateUser } from '../api/update-user';
import { PasswordResetCard } from './password-reset-card';

interface ProfileForm {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  address: string;
  dateOfBirth: string;
  role: Role;
}

type Field = keyof ProfileForm;
const FIELDS: Field[] = [
  'firstName',
  'lastName',
  'role',
  'email',
  'mobile',
  'address',
  'dateOfBirth',
];

function toForm(user: AdminUserDetail['user']): ProfileForm {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobile: user.mobile ?? '',
    address: user.address ?? '',
    dateOfBirth: user.dateOfBirth ? user.dateOfBirth.slice(0, 10) : '',
    role: user.role,
  };
}

/** Fields that change only when another staff member approves. */
const TWO_PERSON: Field[] = ['role', 'email'];

/** Only what staff changed (trimmed); empty optional fields clear them. */
function changesOf(form: ProfileForm, saved: ProfileForm): AdminUpdateUserRequest {
  const changes: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = form[field].trim();
    if (value !== saved[field]) changes[field] = value;
  }
  return changes as AdminUpdateUserRequest;
}

function needsApproval(changes: AdminUpdateUserRequest): boolean {
  return TWO_PERSON.some((field) => field in changes);
}

/** Staff edited themselves: the shell's header (the shared session) shows the new name and email at once. */
function syncSession(user: AdminUserDetail['user']): void {
  const session = useSession.getState();
  if (!session.user || session.user.id !== user.id) return;
  const { firstName, lastName, email, mobile, address, dateOfBirth } = user;
  session.setUser({ ...session.user, firstName, lastName, email, mobile, address, dateOfBirth });
}

/** Where each refusal of the API belongs on the form. */
const ERROR_FIELDS: Record<string, Field | 'reason'> = {
  [AdminErrorCode.EMAIL_TAKEN]: 'email',
  [AdminErrorCode.OWN_ACCOUNT]: 'email',
  [AdminErrorCode.OWN_ROLE]: 'role',
  [AdminErrorCode.LAST_ADMIN]: 'role',
  [AdminErrorCode.REASON_REQUIRED]: 'reason',
};

/** What the save did: saved now, sent for approval, or both. */
function savedToast(changes: AdminUpdateUserRequest, request: ChangeRequest | null) {
  if (!request)
    return {
      title: 'Success',
      description: 'Profile updated successfully!',
      severity: 'success' as const,
    };
  const others = Object.keys(changes).some(
    (field) => field !== 'reason' && !TWO_PERSON.includes(field as Field),
  );
  const prefix = others ? 'The other changes are saved. ' : '';
  const description = `${prefix}${summarizeChanges(request.changes)}. ${SENT_FOR_APPROVAL}`;
  return { title: 'Sent for approval', description, severity: 'info' as const };
}

/** The profile editor's state: the draft, its errors, the reason a two-person change needs, and saving. */
function useProfileEditor(detail: AdminUserDetail, onSaved: (detail: AdminUserDetail) => void) {
  const { user } = detail;
  const ownProfile = useSession((state) => state.user?.id === user.id);
  const update = useUpdateUser();
  const saved = toForm(user);
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<ProfileForm>(saved);
  const [errors, setErrors] = useState<Partial<Record<Field | 'reason', string>>>({});
  const [reason, setReason] = useState('');
  const [requested, setRequested] = useState<ChangeRequest | null>(null);
  const locked = !editing || update.isPending;
  const asksApproval = needsApproval(changesOf(form, saved));

  const set = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Back to the saved values (or `values`), editing or not. */
  const reset = (values: ProfileForm, nowEditing: boolean) => {
    setForm(values);
    setErrors({});
    setReason('');
    setEditing(nowEditing);
  };
  const start = () => reset(toForm(user), true);
  const cancel = () => reset(saved, false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const changes = changesOf(form, saved);
    if (Object.keys(changes).length === 0) {
      setEditing(false);
      return;
    }
    if (needsApproval(changes)) changes.reason = reason;
    const parsed = AdminUpdateUserRequestSchema.safeParse(changes);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    const result = await update.mutate({ userId: user.id, changes: parsed.data });
    if (result.ok) {
      const { detail: next, request } = result.data;
      toast(savedToast(changes, request));
      reset(toForm(next.user), false);
      setRequested(request);
      onSaved(next);
      if (ownProfile) syncSession(next.user);
      return;
    }
    const field = ERROR_FIELDS[result.error.code];
    if (field) setErrors({ [field]: result.error.message });
    toastFailure('Update failed', result.error);
  };
  const editorState = { user, ownProfile, update, editing, form, errors, setErrors, reason };
  return { ...editorState, setReason, requested, locked, asksApproval, set, start, cancel, save };
}

type ProfileEditorState = ReturnType<typeof useProfileEditor>;

/** One text field of the draft, with its error in place of the hint. */
function ProfileText({
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
function RoleField({ state }: { state: ProfileEditorState }) {
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
function ContactFields({ state }: { state: ProfileEditorState }) {
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
function ProfileFields({ state }: { state: ProfileEditorState }) {
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
function ChangeReasonField({ state }: { state: ProfileEditorState }) {
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
function EditorButtons({ state }: { state: ProfileEditorState }) {
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

function ProfileEditor({
  detail,
  onSaved,
}: {
  detail: AdminUserDetail;
  onSaved(detail: AdminUserDetail): void;
}) {
  const state = useProfileEditor(detail, onSaved);
  const { editing, requested, start, save } = state;
  return (
    <SectionCard
      title="Profile"
      action={
        editing ? null : (
          <Button variant="contained" onClick={start}>
            Edit Profile
          </Button>
        )
      }
    >
      {requested ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          <AlertTitle>Sent for approval</AlertTitle>
          {`${summarizeChanges(requested.changes)}. ${SENT_FOR_APPROVAL} Until then the values below stay as they are.`}
        </Alert>
      ) : null}
      <Box component="form" onSubmit={save} noValidate aria-label="Profile">
        <ProfileFields state={state} />
        <ChangeReasonField state={state} />
        <EditorButtons state={state} />
      </Box>
    </SectionCard>
  );
}

/** /admin-edit-user/:userId — profile fields and role (never a password or a recorded date), and a password reset. */
export function EditUserPage() {
  const { userId = '' } = useParams();
  const detail = useAdminUser(userId);
  const data = detail.data;
  const notFound = detail.error?.status === 404;

  return (
    <>
      <BackButton to={paths.userDetails(userId)} label="Back to User Details" />
      <PageHeading title="Edit User" subtitle={data ? fullName(data.user) : undefined} />
      {notFound ? <EmptyState text="We couldn't find this user. The link may be wrong." /> : null}
      {detail.error && !notFound ? (
        <ErrorState
          title="We couldn't load this user."
          message={detail.error.message}
          onRetry={detail.refetch}
        />
      ) : null}
      {detail.isLoading ? <PageSkeleton label="Loading user" blocks={[360, 200]} /> : null}
      {data ? (
        <Stack spacing={3}>
          <ProfileEditor
            key={data.user.id}
            detail={data}
            onSaved={(next) => detail.setData(() => next)}
          />
          <PasswordResetCard userId={data.user.id} email={data.user.email} />
        </Stack>
      ) : null}
    </>
  );
}
