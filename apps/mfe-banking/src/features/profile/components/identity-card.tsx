import { Typography } from '@mui/material';
import type { VerificationStatus } from '@vaultline/contracts';
import { LinkButton, SectionCard } from '@vaultline/ui';
import { useVerification } from '../../../api/verification';
import { paths } from '../../../config/paths';

const TEXT: Record<VerificationStatus, string> = {
  unverified: 'Verify your identity before money moves to or from other banks.',
  pending_review: 'Under review: we will email you when it is decided.',
  verified: 'Verified.',
  declined: 'Declined: please contact support.',
};

/** Where the customer's identity verification stands, and the way to it (/profile/verification). */
export function IdentityCard() {
  const { data } = useVerification();
  const status = data?.status;
  return (
    <SectionCard title="Identity Verification">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {status ? TEXT[status] : 'Loading…'}
      </Typography>
      {/* Drawn once the status is known: a button that changed variant would fade between colours. */}
      {status ? (
        <LinkButton
          to={paths.verification}
          variant={status === 'unverified' ? 'contained' : 'outlined'}
        >
          {status === 'unverified' ? 'Verify your identity' : 'See verification'}
        </LinkButton>
      ) : null}
    </SectionCard>
  );
}
