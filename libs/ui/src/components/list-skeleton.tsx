import { Box, Skeleton, Stack } from '@mui/material';

/** Placeholder rows while a list loads (announced once as "Loading"). */
export function ListSkeleton({
  rows = 5,
  height = 56,
  label = 'Loading',
}: {
  rows?: number;
  height?: number;
  label?: string;
}) {
  return (
    <Box role="status" aria-label={label}>
      <Stack spacing={1}>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={height} />
        ))}
      </Stack>
    </Box>
  );
}
