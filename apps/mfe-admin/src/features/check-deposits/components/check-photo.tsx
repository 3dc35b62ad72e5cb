import { Alert, Box, Skeleton, Typography } from '@mui/material';
import type { CheckSide } from '../api/get-check-photo';
import { useCheckPhoto } from '../hooks/use-check-photo';

const SIDE_TEXT = { front: 'Front', back: 'Back' } as const;

/** One side of the check as kept by the bank (viewing it is audited). */
export function CheckPhoto(props: { depositId: string; side: CheckSide; checkNumber: string }) {
  const { depositId, side, checkNumber } = props;
  const photo = useCheckPhoto(depositId, side);
  const alt = `${SIDE_TEXT[side]} of check #${checkNumber}`;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      {photo.state === 'loading' ? (
        <Skeleton variant="rectangular" height={160} aria-label={`Loading the ${alt}`} />
      ) : null}
      {photo.state === 'failed' ? (
        <Alert severity="error">
          We couldn't load the {alt.toLowerCase()}: {photo.message}
        </Alert>
      ) : null}
      {photo.state === 'shown' ? (
        <Box
          component="img"
          src={photo.url}
          alt={alt}
          sx={{ width: '100%', height: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      ) : null}
      <Typography component="figcaption" variant="body2" color="text.secondary">
        {SIDE_TEXT[side]}
      </Typography>
    </Box>
  );
}
