import { Skeleton, Stack } from '@mui/material';

/** Placeholder blocks while a page's main record loads (announced once). */
export function PageSkeleton({
  label = 'Loading',
  blocks = [140, 220],
}: {
  label?: string;
  blocks?: number[];
}) {
  return (
    <Stack spacing={3} role="status" aria-label={label}>
      {blocks.map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
