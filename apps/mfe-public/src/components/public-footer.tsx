import { Box, Container, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '@vaultline/session';
import { useLandingContent } from '../api/get-landing-content';
import { paths, supportHref } from '../config/paths';

/** Contact: the operator's support email when set; otherwise Contact Support (sign-in first). */
function ContactLink() {
  const landing = useLandingContent();
  const signedIn = useSession((state) => state.status === 'signedIn');
  const email = landing.status === 'success' ? landing.content.supportEmail : null;
  if (email) return <Link href={`mailto:${email}`}>Contact</Link>;
  return (
    <Link component={RouterLink} to={supportHref(signedIn)}>
      Contact
    </Link>
  );
}

export function PublicFooter({ children }: { children?: ReactNode }) {
  const landing = useLandingContent();
  const content = landing.status === 'success' ? landing.content : null;
  const bankName = content?.bankName ?? 'Vaultline';
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 4 }}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{bankName}</Typography>
            {content?.supportPhone ? (
              <Typography variant="body2" color="text.secondary">
                Phone:{' '}
                <Link href={`tel:${content.supportPhone.replace(/[^+\d]/g, '')}`}>
                  {content.supportPhone}
                </Link>
              </Typography>
            ) : null}
          </Box>
          <Stack
            component="nav"
            aria-label="Footer"
            direction="row"
            useFlexGap
            spacing={3}
            sx={{ flexWrap: 'wrap', rowGap: 1 }}
          >
            <Link component={RouterLink} to={paths.privacy}>
              Privacy Policy
            </Link>
            <Link component={RouterLink} to={paths.terms}>
              Terms of Service
            </Link>
            <ContactLink />
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {`© ${new Date().getFullYear()} ${bankName}. Vaultline is open-source software.`}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
