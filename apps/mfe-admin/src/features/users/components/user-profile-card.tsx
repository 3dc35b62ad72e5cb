import AddCardOutlinedIcon from '@mui/icons-material/AddCardOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import { Alert, Box, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import {
  SUSPENSION_REASONS,
  type AdminUserDetail,
  type TransferSettingsView,
} from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { LinkButton } from '@vaultline/ui';
import { formatDay } from '@vaultline/ui';
import { InfoList, InfoRow } from '../../../components/info-list';
import { UserStatusChip } from '../../../components/status-chips';
import { fullName, UserAvatar } from '../../../components/user-avatar';
import { ValidationSwitch } from '../../../components/validation-switch';
import { paths } from '../../../config/paths';

interface UserProfileCardProps {
  detail: AdminUserDetail;
  onSettingsChanged(settings: TransferSettingsView): void;
}

/** Photo or initials, name, status and role chips, total balance. */
function ProfileHeader({ user }: { user: AdminUserDetail['user'] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <UserAvatar user={user} size={72} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {fullName(user)}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
          <UserStatusChip status={user.status} />
          {user.role === 'admin' ? (
            <Chip component="span" size="small" color="primary" variant="outlined" label="Admin" />
          ) : null}
          {!user.emailVerified ? (
            <Chip
              component="span"
              size="small"
              color="warning"
              variant="outlined"
              label="Email not verified"
            />
          ) : null}
        </Box>
      </Box>
      <Box sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
        <Typography variant="body2" color="text.secondary">
          Total Balance
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {formatUsd(user.totalBalanceMinor)}
        </Typography>
      </Box>
    </Box>
  );
}

/** Where staff go from here: settings, edit, post an adjustment, support requests. */
function ProfileActions({ user, closed }: { user: AdminUserDetail['user']; closed: boolean }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <LinkButton
        to={paths.transferSettings(user.id)}
        variant="outlined"
        startIcon={<TuneOutlinedIcon />}
      >
        Transfer Settings
      </LinkButton>
      <LinkButton to={paths.editUser(user.id)} variant="outlined" startIcon={<EditOutlinedIcon />}>
        Edit Profile
      </LinkButton>
      {!closed ? (
        <LinkButton
          to={paths.createTransaction(user.id)}
          variant="contained"
          startIcon={<AddCardOutlinedIcon />}
        >
          Post Adjustment
        </LinkButton>
      ) : null}
      <LinkButton
        to={paths.supportView(user.id)}
        variant="outlined"
        startIcon={<ForumOutlinedIcon />}
      >
        View Support Requests
      </LinkButton>
    </Stack>
  );
}

/** Who the person is: photo or initials, name, role, total balance, contact details, validation switch and actions. */
export function UserProfileCard({ detail, onSettingsChanged }: UserProfileCardProps) {
  const { user, transferSettings } = detail;
  const closed = user.status === 'closed';
  return (
    <Card variant="outlined" component="section" aria-label="Profile">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          <ProfileHeader user={user} />
          {closed ? (
            <Alert severity="info">
              {`Closed on ${formatDay(user.closedAt)}.`}
              {user.closedReason ? ` Reason: ${user.closedReason}` : ''}
            </Alert>
          ) : null}
          {transferSettings.suspendedReason ? (
            <Alert severity="warning">{`Outgoing transfers are suspended: ${SUSPENSION_REASONS[transferSettings.suspendedReason]}`}</Alert>
          ) : null}

          <InfoList>
            <InfoRow label="Role" value={user.role === 'admin' ? 'Admin' : 'Customer'} />
            <InfoRow label="Total Balance" value={formatUsd(user.totalBalanceMinor)} />
            <InfoRow label="Email" value={user.email} />
            <InfoRow label="Mobile" value={user.mobile || 'N/A'} />
            <InfoRow label="Address" value={user.address || 'No address provided'} />
            <InfoRow label="Member Since" value={formatDay(user.createdAt)} />
          </InfoList>

          <Divider />
          <ValidationSwitch
            userId={user.id}
            checked={transferSettings.stepUpRequired}
            disabled={closed}
            onChanged={onSettingsChanged}
          />
          <ProfileActions user={user} closed={closed} />
        </Stack>
      </CardContent>
    </Card>
  );
}
