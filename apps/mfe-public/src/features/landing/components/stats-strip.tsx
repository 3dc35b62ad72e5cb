import { Box, Chip, Container, Grid, Skeleton, Typography } from '@mui/material';
import { usePrerendering } from '@vaultline/ui';
import type { LandingContentState } from '../../../api/get-landing-content';

/**
 * The statistics strip: exactly the figures the API gives (live counts or the operator's own).
 * While loading it holds its place; if the call fails or there are none, it is not shown at all.
 * Drawn at build time it is marked data-needs-app: the app starts once it comes into view.
 */
export function StatsStrip({ landing }: { landing: LandingContentState }) {
  const prerendering = usePrerendering();
  if (landing.status === 'error') return null;
  if (landing.status === 'success' && landing.content.stats.length === 0) return null;
  const stats = landing.status === 'success' ? landing.content.stats : null;
  return (
    <Box
      component="section"
      aria-label="Platform figures"
      aria-busy={stats === null}
      data-needs-app={prerendering ? '' : undefined}
      sx={{ borderTop: 1, borderBottom: 1, borderColor: 'divider', py: { xs: 4, md: 5 } }}
    >
      <Container maxWidth="lg">
        <Grid
          container
          spacing={3}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, justifyContent: 'center' }}
        >
          {stats
            ? stats.map((stat) => (
                <Grid
                  key={stat.label}
                  component="li"
                  size={{ xs: 6, md: 3 }}
                  sx={{ textAlign: 'center' }}
                >
                  <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
                    {stat.value}
                  </Typography>
                  <Typography color="text.secondary">{stat.label}</Typography>
                  {stat.source === 'live' ? (
                    <Chip
                      size="small"
                      variant="outlined"
                      color="success"
                      label="Live"
                      sx={{ mt: 1 }}
                      title="Counted from our records just now"
                    />
                  ) : null}
                </Grid>
              ))
            : [0, 1, 2, 3].map((slot) => (
                <Grid key={slot} component="li" size={{ xs: 6, md: 3 }}>
                  <Skeleton variant="rounded" height={64} />
                </Grid>
              ))}
        </Grid>
      </Container>
    </Box>
  );
}
