import { alpha, Box, Grid, Typography } from '@mui/material';
import { LandingSection } from './landing-section';

const STEPS = [
  {
    title: 'Sign Up',
    text: 'Create your account with your name, your email address and a password.',
  },
  {
    title: 'Verify Identity',
    text: 'Enter the 6-digit code we email you, to confirm the address is yours.',
  },
  { title: 'Start Banking', text: 'Sign in, open your accounts and move money, from any browser.' },
];

export function HowItWorks() {
  return (
    <LandingSection
      id="how-it-works"
      title="How It Works"
      subtitle="Three steps from here to your first transfer."
      tinted
    >
      <Grid container spacing={4} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {STEPS.map((step, index) => (
          <Grid
            key={step.title}
            component="li"
            size={{ xs: 12, md: 4 }}
            sx={{ textAlign: 'center' }}
          >
            <Box
              aria-hidden
              sx={(theme) => ({
                width: 56,
                height: 56,
                mx: 'auto',
                mb: 2,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
                fontSize: 22,
                color: 'primary.main',
                bgcolor: alpha(theme.palette.primary.main, 0.14),
              })}
            >
              {index + 1}
            </Box>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              {step.title}
            </Typography>
            <Typography color="text.secondary">{step.text}</Typography>
          </Grid>
        ))}
      </Grid>
    </LandingSection>
  );
}
