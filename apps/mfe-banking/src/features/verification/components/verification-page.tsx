import { Alert, AlertTitle, Skeleton, Stack, Typography } from '@mui/material';
import type { Verification } from '@vaultline/contracts';
import { LinkButton, PageHeading, SectionCard } from '@vaultline/ui';
import { useVerification } from '../../../api/verification';
import { paths } from '../../../config/paths';
import { VerificationForm } from './verification-form';

const TAX_ID_NAME = { ssn: 'SSN', itin: 'ITIN' } as const;

/** What was given, the taxpayer number by its last four digits only. */
function Submitted({ verification }: { verification: Verification }) {
  const { address, taxIdKind, taxIdLast4, dateOfBirth } = verification;
  if (!address && !taxIdLast4) return null;
  const street = address ? [address.line1, address.line2].filter(Boolean).join(', ') : null;
  return (
    <Stack spacing={0.5} sx={{ mt: 2 }}>
      {dateOfBirth ? <Typography>Date of birth: {dateOfBirth}</Typography> : null}
      {address ? (
        <Typography>
          Address: {street}, {address.city}, {address.state} {address.postalCode}
        </Typography>
      ) : null}
      {taxIdKind && taxIdLast4 ? (
        <Typography>
          {TAX_ID_NAME[taxIdKind]} ending in {taxIdLast4}
        </Typography>
      ) : null}
    </Stack>
  );
}

function StatusCard({ verification }: { verification: Verification }) {
  const { status, declinedReason } = verification;
  return (
    <SectionCard title="Identity verification">
      {status === 'verified' ? (
        <Alert severity="success">
          <AlertTitle>Verified</AlertTitle>
          You can move money to and from other banks.
        </Alert>
      ) : null}
      {status === 'pending_review' ? (
        <Alert severity="info">
          <AlertTitle>Under review</AlertTitle>
          Our team is checking your details: we will email you when it is decided.
        </Alert>
      ) : null}
      {status === 'declined' ? (
        <Alert
          severity="error"
          action={
            <LinkButton to={paths.support} color="inherit" size="small">
              Contact support
            </LinkButton>
          }
        >
          <AlertTitle>Declined</AlertTitle>
          {declinedReason}. Please contact support.
        </Alert>
      ) : null}
      <Submitted verification={verification} />
    </SectionCard>
  );
}

/** /profile/verification: the form until the customer has submitted, then where it stands. */
export function VerificationPage() {
  const verification = useVerification();
  const heading = (
    <PageHeading
      title="Verify your identity"
      subtitle="US law asks us to know who you are before money comes in from other banks."
    />
  );
  if (verification.error && !verification.data)
    return (
      <>
        {heading}
        <Alert severity="error">{verification.error.message}</Alert>
      </>
    );
  if (!verification.data)
    return (
      <>
        {heading}
        <Skeleton variant="rounded" height={320} role="status" aria-label="Loading verification" />
      </>
    );
  return (
    <>
      {heading}
      {verification.data.status === 'unverified' ? (
        <VerificationForm />
      ) : (
        <StatusCard verification={verification.data} />
      )}
    </>
  );
}
