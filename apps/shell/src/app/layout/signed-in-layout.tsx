import { Box, Drawer, Link, useMediaQuery } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useSession } from '@vaultline/session';
import { usePrerendering } from '@vaultline/ui';
import { Header } from './header';
import { MOBILE_MENU, SIDEBAR, visibleGroups } from './nav-items';
import { OperatorDemoBanner } from './operator-demo-banner';
import { SidebarNav } from './sidebar';
import { useSidebarState } from './use-sidebar-state';
import { useStaffCounts } from './use-staff-counts';

/** Spec: mobile layout below 768 px; sidebar 16rem, 18rem on mobile, 3rem as icons. */
export const MOBILE_QUERY = '(max-width:767.95px)';
const WIDTH = { open: '16rem', mobile: '18rem', icons: '3rem' };

export function SignedInLayout({ children }: { children: ReactNode }) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  // Drawn at build time, before the screen is known: the permanent sidebar hides itself on phones.
  const drawn = usePrerendering();
  const isStaff = useSession((state) => state.user?.role === 'admin');
  const sidebar = useSidebarState();
  const counts = useStaffCounts(isStaff);
  const [mobileOpen, setMobileOpen] = useState(false);
  const width = sidebar.open ? WIDTH.open : WIDTH.icons;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Link
        href="#main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000 } }}
      >
        Skip to content
      </Link>
      {isMobile ? (
        <Drawer
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          slotProps={{ paper: { sx: { width: WIDTH.mobile } } }}
        >
          <SidebarNav
            groups={visibleGroups(MOBILE_MENU, isStaff)}
            collapsed={false}
            counts={counts}
            onNavigate={() => setMobileOpen(false)}
          />
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          sx={{
            width,
            flexShrink: 0,
            ...(drawn && { [`@media ${MOBILE_QUERY}`]: { display: 'none' } }),
            '& .MuiDrawer-paper': { width, overflowX: 'hidden', transition: 'width 150ms' },
          }}
        >
          <SidebarNav
            groups={visibleGroups(SIDEBAR, isStaff)}
            collapsed={!sidebar.open}
            counts={counts}
          />
        </Drawer>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <OperatorDemoBanner />
        <Header onToggleSidebar={isMobile ? () => setMobileOpen(!mobileOpen) : sidebar.toggle} />
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ flexGrow: 1, p: { xs: 2, md: 4 }, outline: 'none' }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}
