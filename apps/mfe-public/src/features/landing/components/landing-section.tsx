import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface LandingSectionProps {
  id: string;
  title: string;
  subtitle?: ReactNode;
  /** A tinted band, to separate it from its neighbours. */
  tinted?: boolean;
  children: ReactNode;
}

/** A full-width band of the landing page with its h2. */
export function LandingSection({
  id,
  title,
  subtitle,
  tinted = false,
  children,
}: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tinted ? 'action.hover' : 'transparent' }}
    >
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 4, md: 6 } }}>
          <Typography id={headingId} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" component="div">
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
