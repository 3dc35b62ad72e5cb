import { Box, Card, CardContent, Typography, type SxProps, type Theme } from '@mui/material';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** Heading level inside the page (the page's h1 is its title). */
  level?: 'h2' | 'h3';
  action?: ReactNode;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** A titled card: a region named by its heading. */
export function SectionCard({ title, level = 'h2', action, children, sx }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={sx}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography
            id={headingId}
            variant="h6"
            component={level}
            sx={{ flexGrow: 1, fontWeight: 600 }}
          >
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
