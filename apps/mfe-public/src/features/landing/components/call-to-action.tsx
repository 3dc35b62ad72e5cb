import { alpha, Box, Button, Container, Stack, Typography } from '@mui/material';
import { homePathFor, useSession } from '@vaultline/session';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** Closing call to action. Contact Sales: the dashboard when signed in, sign-up otherwise (never a dead button). */
export function CallToAction() {
  const user = useSession((state) => (state.status === 'signedIn' ? state.user : null));
  return (
    <Box component="section" aria-labelledby="cta-heading" sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="md">
        <Box
          sx={(theme) => ({
            textAlign: 'center',
            borderRadius: 4,
            px: { xs: 3, md: 6 },
            py: { xs: 5, md: 7 },
            border: 1,
            borderColor: 'divider',
            background: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.16)}, ${alpha(theme.palette.secondary.main, 0.1)})`,
          })}
        >
          <Typography id="cta-heading" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Ready to get started?
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {user
              ? 'Your accounts are one click away.'
              : 'Open your account today. Basic checking and savings have no monthly fee.'}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'center' }}
          >
            {user ? (
              <Button
                component={RouterLink}
                to={homePathFor(user)}
                variant="contained"
                size="large"
              >
                Go to Dashboard
              </Button>
            ) : (
              <Button component={RouterLink} to={paths.register} variant="contained" size="large">
                Open an Account
              </Button>
            )}
            <Button
              component={RouterLink}
              to={user ? paths.dashboard : paths.register}
              variant="outlined"
              size="large"
            >
              Contact Sales
            </Button>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
