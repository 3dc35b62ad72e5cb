import EditIcon from '@mui/icons-material/Edit';
import { Button, CircularProgress, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useSession } from '@vaultline/session';
import { LinkButton, PageHeading, SectionCard } from '@vaultline/ui';
import { paths } from '../../../config/paths';
import { useProfileEditor } from '../hooks/use-profile-editor';
import { AccountSummaryCard } from './account-summary-card';
import { EmailChangeCard } from './email-change-card';
import { IdentityCard } from './identity-card';
import { PersonalInfoCard } from './personal-info-card';
import { ProfileCard } from './profile-card';

type Editor = ReturnType<typeof useProfileEditor>;

function HeadingActions({ editor }: { editor: Editor }) {
  if (!editor.editing) {
    return (
      <Button variant="contained" startIcon={<EditIcon />} onClick={editor.start}>
        Edit Profile
      </Button>
    );
  }
  const busy = editor.saving || editor.avatar.preparing;
  return (
    <Stack direction="row" spacing={1}>
      <Button onClick={editor.cancel} disabled={editor.saving}>
        Cancel
      </Button>
      <Button
        variant="contained"
        onClick={() => void editor.save()}
        disabled={busy}
        startIcon={editor.saving ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {editor.saving ? 'Saving...' : 'Save Changes'}
      </Button>
    </Stack>
  );
}

/** Notification choices have their own page (/settings/notifications). */
function NotificationsLinkCard() {
  return (
    <SectionCard title="Notification Preferences">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Choose whether notices about your transfers also come by email.
      </Typography>
      <LinkButton to={paths.notificationSettings} variant="outlined">
        Notification Settings
      </LinkButton>
    </SectionCard>
  );
}

export function ProfilePage() {
  const user = useSession((state) => state.user);
  const editor = useProfileEditor(user);
  if (!user) {
    return (
      <>
        <PageHeading title="Profile" />
        <Skeleton variant="rounded" height={320} role="status" aria-label="Loading profile" />
      </>
    );
  }
  return (
    <>
      <PageHeading
        title="Profile"
        subtitle="Your personal details and how we contact you."
        actions={<HeadingActions editor={editor} />}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <ProfileCard
              user={user}
              editing={editor.editing}
              photo={editor.avatar.photo}
              preparing={editor.avatar.preparing}
              onChoose={(file) => void editor.avatar.choose(file)}
            />
            <AccountSummaryCard memberSince={user.createdAt} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <PersonalInfoCard
              user={user}
              editing={editor.editing}
              onEdit={editor.start}
              values={editor.values}
              errors={editor.errors}
              disabled={editor.saving}
              onChange={editor.change}
            />
            <EmailChangeCard email={user.email} />
            <IdentityCard />
            <NotificationsLinkCard />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
