import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** An empty list: a calm line of text, an optional icon and an optional next step. */
export function EmptyState({
  text,
  icon,
  action,
}: {
  text: string;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ py: 4, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      {icon ? <Box sx={{ mb: 1, '& svg': { fontSize: 40, opacity: 0.6 } }}>{icon}</Box> : null}
      <Typography>{text}</Typography>
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}
