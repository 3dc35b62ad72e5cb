import { Alert, AlertTitle, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths';

/** Said when the API gives no reason: moving money with other banks needs a verified identity. */
const DEFAULT_REASON = 'Moving money to and from other banks needs your identity verified first.';

/**
 * Why this customer cannot move money with other banks (the API's `blockedReason`), and where to
 * fix it: the identity verification page.
 */
export function BlockedExternalAlert({
  reason,
  title = 'Linking and moving money with other banks is not open to you yet',
}: {
  reason: string | null;
  title?: string;
}) {
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>{title}</AlertTitle>
      {reason ?? DEFAULT_REASON}{' '}
      <Link component={RouterLink} to={paths.identityVerification}>
        Verify your identity
      </Link>
    </Alert>
  );
}
