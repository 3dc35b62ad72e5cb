import { alpha, Box, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { featureAnchor } from '../../../config/paths';
import { CORE_FEATURES } from '../../../config/product-features';
import { LandingSection } from './landing-section';

export function FeatureCards() {
  return (
    <LandingSection
      id="features"
      title="Everything you need to bank online"
      subtitle="Four things Vaultline does for you every day."
    >
      <Grid container spacing={3}>
        {CORE_FEATURES.map(({ id, title, summary, icon: Icon }) => (
          <Grid key={id} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
              <CardActionArea
                component={RouterLink}
                to={featureAnchor(id)}
                sx={{ height: '100%', alignItems: 'flex-start' }}
              >
                <CardContent>
                  <Box
                    sx={(theme) => ({
                      width: 48,
                      height: 48,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      mb: 2,
                      color: 'primary.main',
                      bgcolor: alpha(theme.palette.primary.main, 0.12),
                    })}
                  >
                    <Icon aria-hidden />
                  </Box>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                    {title}
                  </Typography>
                  <Typography color="text.secondary">{summary}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </LandingSection>
  );
}
