import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/** The page's one h1, with an optional subtitle and actions on the right. */
export function PageHeading({ title, subtitle, actions }: PageHeadingProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body1" color="text.secondary">
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions}
    </Box>
  );
}
