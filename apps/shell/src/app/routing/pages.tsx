import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '@vaultline/ui';

export function NotFoundPage() {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}
    >
      <Box>
        <Typography variant="h1" component="p" sx={{ fontWeight: 700 }}>
          404
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
          Oops! Page not found
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Return to Home
        </Button>
      </Box>
    </Box>
  );
}

export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Box>
      <PageHeading title={title} subtitle="Coming soon" />
      <Typography sx={{ mb: 3, maxWidth: 560 }}>
        We are building this feature and it is not available yet. Nothing here can move money or
        change your accounts.
      </Typography>
      <Button component={RouterLink} to="/dashboard" variant="outlined">
        Back to Dashboard
      </Button>
    </Box>
  );
}

export function PortalUnavailablePage() {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}
    >
      <Box>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          Vaultline is temporarily unavailable
        </Typography>
        <Typography sx={{ mb: 3 }}>
          We could not reach our servers. Please check your connection and try again.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </Box>
    </Box>
  );
}
