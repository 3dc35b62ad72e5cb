import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Avatar,
  Box,
  Divider,
  IconButton,
  Menu,
  MenuItem,
  Toolbar,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useOperatorContent } from '@vaultline/data-access';
import { initials, signOut, useSession } from '@vaultline/session';
import { NotificationBell } from './notification-bell';
import { ThemeMenu } from './theme-menu';

function UserMenu() {
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const go = (to: string) => {
    setAnchor(null);
    navigate(to);
  };
  return (
    <>
      {/* The visible initials are part of the name (WCAG 2.5.3, label in name). */}
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`${initials(user)}, open user menu`}
        aria-haspopup="menu"
      >
        <Avatar
          src={user.avatarUrl ?? undefined}
          alt=""
          sx={{
            width: 32,
            height: 32,
            fontSize: 14,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {initials(user)}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography
            sx={{ fontWeight: 600, textTransform: 'capitalize' }}
          >{`${user.firstName} ${user.lastName}`}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem onClick={() => go('/profile')}>Profile</MenuItem>
        <MenuItem onClick={() => go('/settings')}>Settings</MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void signOut().then(() => navigate('/login'));
          }}
        >
          Log out
        </MenuItem>
      </Menu>
    </>
  );
}

/** The bank's name from the operator content ("Vaultline" until it has loaded, or if it cannot). */
function Brand() {
  const bankName = useOperatorContent().data?.bankName ?? 'Vaultline';
  return (
    <Typography
      component={RouterLink}
      to="/dashboard"
      variant="h6"
      sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, flexGrow: 1 }}
    >
      {bankName}
    </Typography>
  );
}

export function Header({ onToggleSidebar }: { onToggleSidebar(): void }) {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <Tooltip title="Toggle sidebar (Ctrl+B)">
          <IconButton edge="start" onClick={onToggleSidebar} aria-label="Toggle sidebar">
            <MenuIcon />
          </IconButton>
        </Tooltip>
        <Brand />
        <NotificationBell />
        <ThemeMenu />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
