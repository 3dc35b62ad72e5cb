import { alpha, Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { homePathFor, useSession } from '@vaultline/session';
import { useLandingContent } from '../../../api/get-landing-content';
import { paths } from '../../../config/paths';

/**
 * Contact Sales: the support page when signed in; signed out, the operator's support email (a
 * mail link); no button when the operator gave none (never a dead or misleading one).
 */
function ContactSales({ signedIn }: { signedIn: boolean }) {
  const landing = useLandingContent();
  const email = landing.status === 'success' ? landing.content.supportEmail : null;
  if (signedIn)
    return (
      <Button component={RouterLink} to={paths.support} variant="outlined" size="large">
        Contact Sales
      </Button>
    );
  if (!email) return null;
  return (
    <Button
      href={`mailto:${email}?subject=${encodeURIComponent('Sales enquiry')}`}
      variant="outlined"
      size="large"
    >
      Contact Sales
    </Button>
  );
}

/** Closing call to action: open an account (or go to the dashboard), and Contact Sales. */
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
              : 'Open your account today: it takes a few minutes.'}
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
            <ContactSales signedIn={user !== null} />
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
