import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Button,
  Container,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Toolbar,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { homePathFor, signOut, useSession } from '@vaultline/session';
import { useLandingContent } from '../api/get-landing-content';
import { paths } from '../config/paths';

type NavItem =
  | { kind: 'link'; label: string; to: string; primary?: boolean }
  | { kind: 'action'; label: string; onClick(): void };

/** Spec: Features, Login, Get Started when signed out; Features, Logout, Dashboard when signed in. */
function useNavItems(): NavItem[] {
  const navigate = useNavigate();
  const user = useSession((state) => (state.status === 'signedIn' ? state.user : null));
  if (!user) {
    return [
      { kind: 'link', label: 'Features', to: paths.features },
      { kind: 'link', label: 'Login', to: paths.login },
      { kind: 'link', label: 'Get Started', to: paths.register, primary: true },
    ];
  }
  return [
    { kind: 'link', label: 'Features', to: paths.features },
    {
      kind: 'action',
      label: 'Logout',
      onClick: () => void signOut().then(() => navigate(paths.login)),
    },
    { kind: 'link', label: 'Dashboard', to: homePathFor(user), primary: true },
  ];
}

/** The bank's name (from the landing content, else Vaultline), linking home. */
export function BrandLink() {
  const landing = useLandingContent();
  const name = landing.status === 'success' ? landing.content.bankName : 'Vaultline';
  return (
    <Typography
      component={RouterLink}
      to={paths.home}
      variant="h6"
      sx={{
        color: 'text.primary',
        textDecoration: 'none',
        fontWeight: 800,
        letterSpacing: '-0.02em',
      }}
    >
      {name}
    </Typography>
  );
}

/** The top bar's links and actions on medium screens and up. */
function DesktopNavItems({ items }: { items: NavItem[] }) {
  return (
    <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' } }}>
      {items.map((item) =>
        item.kind === 'link' ? (
          <Button
            key={item.label}
            component={RouterLink}
            to={item.to}
            variant={item.primary ? 'contained' : 'text'}
          >
            {item.label}
          </Button>
        ) : (
          <Button key={item.label} onClick={item.onClick}>
            {item.label}
          </Button>
        ),
      )}
    </Stack>
  );
}

interface MobileMenuProps {
  items: NavItem[];
  open: boolean;
  onClose(): void;
}

/** The slide-out menu on small screens: the same items, each closing the menu. */
function MobileMenu({ items, open, onClose }: MobileMenuProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id: 'public-menu', sx: { width: 280 } } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1,
        }}
      >
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          Menu
        </Typography>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <List component="nav" aria-label="Mobile">
        {items.map((item) => (
          <ListItem key={item.label} disablePadding>
            {item.kind === 'link' ? (
              <ListItemButton component={RouterLink} to={item.to} onClick={onClose}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ) : (
              <ListItemButton
                onClick={() => {
                  onClose();
                  item.onClick();
                }}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            )}
          </ListItem>
        ))}
      </List>
    </Drawer>
  );
}

/** The public pages' top bar, with a slide-out menu on small screens that mirrors it. */
export function PublicNavbar() {
  const items = useNavItems();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters component="nav" aria-label="Main" sx={{ gap: 1 }}>
          <Box sx={{ flexGrow: 1 }}>
            <BrandLink />
          </Box>
          <DesktopNavItems items={items} />
          <IconButton
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="public-menu"
            onClick={() => setMenuOpen(true)}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <MobileMenu items={items} open={menuOpen} onClose={close} />
    </AppBar>
  );
}
