import { Box, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { OperatorDemoBanner } from './operator-demo-banner';
import { PublicFooter } from './public-footer';
import { PublicNavbar } from './public-navbar';

/** Full-page frame of every public page: skip link, demo banner, top bar, the page, footer. */
export function PublicLayout({
  children,
  footerExtra,
}: {
  children: ReactNode;
  footerExtra?: ReactNode;
}) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          zIndex: 2000,
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { left: 8, top: 8 },
        }}
      >
        Skip to content
      </Link>
      <OperatorDemoBanner />
      <PublicNavbar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      <PublicFooter>{footerExtra}</PublicFooter>
    </Box>
  );
}
