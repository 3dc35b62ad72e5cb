import { Skeleton, Stack } from '@mui/material';
import { useSession } from '@vaultline/session';
import { BackButton, LinkButton, PageHeading } from '@vaultline/ui';
import { paths } from '../../../config/paths';
import { NotificationPreferencesCard } from './notification-preferences-card';

/** /settings/notifications: which notices come by email (and, later, by text or push). */
export function NotificationSettingsPage() {
  const preferences = useSession((state) => state.user?.notifications);
  return (
    <>
      <BackButton to={paths.settings} label="Back to Settings" />
      <PageHeading
        title="Notification Settings"
        subtitle="Every notice is in your notification list; choose which also come by email."
        actions={
          <LinkButton to={paths.notifications} variant="outlined">
            See Notifications
          </LinkButton>
        }
      />
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        {preferences ? (
          <NotificationPreferencesCard preferences={preferences} />
        ) : (
          <Skeleton variant="rounded" height={320} role="status" aria-label="Loading settings" />
        )}
      </Stack>
    </>
  );
}
