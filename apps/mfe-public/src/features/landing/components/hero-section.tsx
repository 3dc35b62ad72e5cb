import CheckCircle from '@mui/icons-material/CheckCircle';
import {
  alpha,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { homePathFor, useSession } from '@vaultline/session';
import { paths } from '../../../config/paths';

const PROMISES = [
  'Two-factor sign-in with emailed codes',
  'Encrypted connections, everywhere',
  'Every transfer tracked to its true status',
];

/** Get Started (or Go to Dashboard when signed in) and Explore Features. */
function HeroActions() {
  const user = useSession((state) => (state.status === 'signedIn' ? state.user : null));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {user ? (
        <Button component={RouterLink} to={homePathFor(user)} variant="contained" size="large">
          Go to Dashboard
        </Button>
      ) : (
        <Button component={RouterLink} to={paths.register} variant="contained" size="large">
          Get Started
        </Button>
      )}
      <Button component={RouterLink} to={paths.features} variant="outlined" size="large">
        Explore Features
      </Button>
    </Stack>
  );
}

/** The "Banking, honestly" card: our promises, each with a check. */
function PromisesCard() {
  return (
    <Card variant="outlined" sx={{ borderRadius: 4 }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="overline" color="text.secondary" component="p">
          Banking, honestly
        </Typography>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {PROMISES.map((promise) => (
            <Stack
              component="li"
              key={promise}
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center' }}
            >
              <CheckCircle color="secondary" aria-hidden />
              <Typography>{promise}</Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

export function HeroSection() {
  return (
    <Box
      sx={(theme) => ({
        py: { xs: 7, md: 12 },
        background: `linear-gradient(160deg, ${alpha(theme.palette.primary.main, 0.14)} 0%, ${alpha(
          theme.palette.secondary.main,
          0.08,
        )} 55%, transparent 100%)`,
      })}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography
              variant="h2"
              component="h1"
              sx={{
                fontWeight: 800,
                letterSpacing: '-0.03em',
                fontSize: { xs: '2.25rem', sm: '3rem', md: '3.5rem' },
                mb: 2,
              }}
            >
              Secure online banking for people and small businesses
            </Typography>
            <Typography
              variant="h6"
              component="p"
              color="text.secondary"
              sx={{ fontWeight: 400, mb: 4 }}
            >
              Open an account in minutes, move money with confidence, and always see where it is.
            </Typography>
            <HeroActions />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <PromisesCard />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
