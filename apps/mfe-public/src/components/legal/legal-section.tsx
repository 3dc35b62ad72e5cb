import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type HeadingLevel = 'h2' | 'h3';

/** One titled section of the terms or the privacy policy. */
export function LegalSection({
  title,
  level,
  children,
}: {
  title: string;
  level: HeadingLevel;
  children: ReactNode;
}) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component={level} sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ '& p': { mb: 1 }, '& ul': { mt: 0, pl: 3 }, color: 'text.primary' }}>
        {children}
      </Box>
    </Box>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Typography variant="body1">{children}</Typography>;
}
