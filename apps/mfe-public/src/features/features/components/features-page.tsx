import Check from '@mui/icons-material/Check';
import {
  alpha,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  Grid,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isAvailable } from '@vaultline/contracts';
import { homePathFor, useSession } from '@vaultline/session';
import { PageHeading } from '@vaultline/ui';
import { paths } from '../../../config/paths';
import {
  CORE_FEATURES,
  type CoreFeature,
  EXTRA_FEATURES,
  type ExtraFeature,
  type ProductFeature,
} from '../../../config/product-features';

function FeatureIcon({ icon: Icon }: Pick<ProductFeature, 'icon'>) {
  return (
    <Box
      sx={(theme) => ({
        width: 48,
        height: 48,
        flexShrink: 0,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        color: 'primary.main',
        bgcolor: alpha(theme.palette.primary.main, 0.12),
      })}
    >
      <Icon aria-hidden />
    </Box>
  );
}

/** Landing cards link to /features#<id>: bring that card into view. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash)
      document
        .getElementById(decodeURIComponent(hash.slice(1)))
        ?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}

/** The heading of a features section, its id naming the section. */
function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Grid size={12}>
      <Typography id={id} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {children}
      </Typography>
    </Grid>
  );
}

/** A core feature: icon, title, summary and the list of what it includes. */
function CoreFeatureCard({ feature }: { feature: CoreFeature }) {
  return (
    <Card
      variant="outlined"
      id={feature.id}
      sx={{ height: '100%', borderRadius: 3, scrollMarginTop: 88 }}
    >
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <FeatureIcon icon={feature.icon} />
          <Box>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
              {feature.title}
            </Typography>
            <Typography color="text.secondary">{feature.summary}</Typography>
          </Box>
        </Stack>
        <List dense disablePadding>
          {feature.details.map((detail) => (
            <ListItem key={detail.text} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <Check color="secondary" fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={detail.text} />
              {detail.capability && !isAvailable(detail.capability) ? (
                <Chip size="small" label="Coming soon" variant="outlined" />
              ) : null}
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/** A further feature: icon, a "Coming soon" chip when not there yet, title and summary. */
function ExtraFeatureCard({ feature }: { feature: ExtraFeature }) {
  return (
    <Card variant="outlined" id={feature.id} sx={{ height: '100%', borderRadius: 3 }}>
      <CardContent sx={{ p: 3 }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
        >
          <FeatureIcon icon={feature.icon} />
          {feature.capability && !isAvailable(feature.capability) ? (
            <Chip label="Coming soon" color="warning" variant="outlined" size="small" />
          ) : null}
        </Stack>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {feature.title}
        </Typography>
        <Typography color="text.secondary">{feature.summary}</Typography>
      </CardContent>
    </Card>
  );
}

/** Get Started (or Go to Dashboard when signed in) and Back to Home. */
function FeaturesActions() {
  const user = useSession((state) => (state.status === 'signedIn' ? state.user : null));
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mt: 6, justifyContent: 'center' }}
    >
      {user ? (
        <Button component={RouterLink} to={homePathFor(user)} variant="contained" size="large">
          Go to Dashboard
        </Button>
      ) : (
        <Button component={RouterLink} to={paths.register} variant="contained" size="large">
          Get Started
        </Button>
      )}
      <Button component={RouterLink} to={paths.home} variant="outlined" size="large">
        Back to Home
      </Button>
    </Stack>
  );
}

export function FeaturesPage() {
  useScrollToHash();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading
        title="Features"
        subtitle="Everything Vaultline does for you, and what is coming next."
      />

      <Grid container spacing={3} component="section" aria-labelledby="core-features-heading">
        <SectionHeading id="core-features-heading">Core features</SectionHeading>
        {CORE_FEATURES.map((feature) => (
          <Grid key={feature.id} size={{ xs: 12, md: 6 }}>
            <CoreFeatureCard feature={feature} />
          </Grid>
        ))}
      </Grid>

      <Grid
        container
        spacing={3}
        component="section"
        aria-labelledby="more-features-heading"
        sx={{ mt: 4 }}
      >
        <SectionHeading id="more-features-heading">More reasons to bank with us</SectionHeading>
        {EXTRA_FEATURES.map((feature) => (
          <Grid key={feature.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <ExtraFeatureCard feature={feature} />
          </Grid>
        ))}
      </Grid>

      <FeaturesActions />
    </Container>
  );
}
