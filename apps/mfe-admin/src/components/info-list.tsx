import { Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A label and its value in a definition list (InfoList). */
export function InfoRow({
  label,
  value,
  wide = false,
}: {
  label: string;
  value: ReactNode;
  wide?: boolean;
}) {
  return (
    <Grid size={{ xs: 12, sm: wide ? 12 : 6 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {value}
      </Typography>
    </Grid>
  );
}

/** Label/value pairs, two columns on wide screens. */
export function InfoList({ children }: { children: ReactNode }) {
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {children}
    </Grid>
  );
}
