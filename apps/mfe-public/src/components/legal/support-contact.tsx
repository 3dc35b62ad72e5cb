import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '@vaultline/session';
import { useLandingContent } from '../../api/get-landing-content';
import { supportHref } from '../../config/paths';

/** How to reach the bank: the operator's email and phone when set, and Contact Support once signed in. */
export function SupportContact() {
  const landing = useLandingContent();
  const signedIn = useSession((state) => state.status === 'signedIn');
  const content = landing.status === 'success' ? landing.content : null;
  return (
    <>
      {content?.supportEmail ? (
        <>
          Email <Link href={`mailto:${content.supportEmail}`}>{content.supportEmail}</Link>
          {content.supportPhone ? `, call ${content.supportPhone},` : ''} or send a request
          from{' '}
        </>
      ) : (
        'Send a request from '
      )}
      <Link component={RouterLink} to={supportHref(signedIn)}>
        Contact Support
      </Link>
      {signedIn ? '.' : ' after signing in.'}
    </>
  );
}
