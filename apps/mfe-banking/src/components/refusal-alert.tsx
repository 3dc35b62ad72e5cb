import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths';

/**
 * The server's refusal under a form, in its own words; where the refusal is that the customer's
 * identity is not verified yet, with the way to fix it.
 */
export function RefusalAlert({
  refusal,
  identityNeeded,
}: {
  refusal: string | null;
  identityNeeded: boolean;
}) {
  if (!refusal) return null;
  return (
    <Alert severity="error">
      {refusal}
      {identityNeeded ? (
        <>
          {' '}
          <Link component={RouterLink} to={paths.identityVerification}>
            Verify your identity
          </Link>
        </>
      ) : null}
    </Alert>
  );
}
