import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Typography,
} from '@mui/material';
import { useRef } from 'react';
import { AVATAR_TYPES, type Me } from '@vaultline/contracts';
import { capitalizeName, initials } from '@vaultline/session';
import type { ChosenPhoto } from '../hooks/use-avatar-choice';
import { EmailBadge } from './email-badge';

interface ProfileCardProps {
  user: Me;
  editing: boolean;
  photo: ChosenPhoto | null;
  preparing: boolean;
  onChoose(file: File): void;
}

function PhotoButton({ preparing, onChoose }: { preparing: boolean; onChoose(file: File): void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        hidden
        aria-label="Profile photo file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onChoose(file);
        }}
      />
      <Button
        size="small"
        variant="outlined"
        onClick={() => input.current?.click()}
        disabled={preparing}
        startIcon={preparing ? <CircularProgress size={16} /> : <PhotoCameraOutlinedIcon />}
      >
        {preparing ? 'Preparing photo...' : 'Change Photo'}
      </Button>
    </>
  );
}

/** Photo (initials when none), name, email and its verification badge. */
export function ProfileCard({ user, editing, photo, preparing, onChoose }: ProfileCardProps) {
  const fullName = capitalizeName(`${user.firstName} ${user.lastName}`);
  return (
    <Card variant="outlined">
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1.5,
          p: 3,
        }}
      >
        <Avatar
          src={photo?.previewUrl ?? user.avatarUrl ?? undefined}
          alt={fullName}
          sx={{
            width: 96,
            height: 96,
            fontSize: 32,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {initials(user)}
        </Avatar>
        {editing ? <PhotoButton preparing={preparing} onChoose={onChoose} /> : null}
        <Box>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
            {fullName}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        </Box>
        <EmailBadge email={user.email} verified={user.emailVerified} />
      </CardContent>
    </Card>
  );
}
