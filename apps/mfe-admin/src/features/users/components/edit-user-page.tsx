import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { useParams } from 'react-router-dom';
import { type AdminUserDetail } from '@vaultline/contracts';
import { BackButton, EmptyState, ErrorState, PageHeading, SectionCard } from '@vaultline/ui';
import { useAdminUser } from '../../../api/get-user';
import { PageSkeleton } from '../../../components/page-skeleton';
import { fullName } from '../../../components/user-avatar';
import { paths } from '../../../config/paths';
import { SENT_FOR_APPROVAL, summarizeChanges } from '../../../lib/change-lines';
import { useProfileEditor } from '../hooks/use-profile-editor';
import { PasswordResetCard } from './password-reset-card';
import { ProfileFields, ChangeReasonField, EditorButtons } from './profile-fields';

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
