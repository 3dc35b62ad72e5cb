import { Avatar, type SxProps, type Theme } from '@mui/material';
import { capitalizeName, initials } from '@vaultline/session';
import { safeImageUrl } from '../lib/format';

interface UserAvatarProps {
  user: { firstName: string; lastName: string; avatarUrl: string | null };
  size?: number;
  sx?: SxProps<Theme>;
}

/** The person's photo, or their initials when there is none (or it fails to load). */
export function UserAvatar({ user, size = 40, sx }: UserAvatarProps) {
  const name = capitalizeName(`${user.firstName} ${user.lastName}`);
  return (
    <Avatar
      src={safeImageUrl(user.avatarUrl)}
      alt={name}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        ...sx,
      }}
    >
      {initials(user)}
    </Avatar>
  );
}

/** "Ada Lovelace" from the stored first and last names (spec: names are shown capitalised). */
export function fullName(user: { firstName: string; lastName: string }): string {
  return capitalizeName(`${user.firstName} ${user.lastName}`.trim());
}
