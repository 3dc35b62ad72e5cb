import { PageHeading } from '@vaultline/ui';

export function VerifyOtpPage() {
  return <PageHeading title="Verify OTP" subtitle="Enter the 6-digit code we emailed you." />;
}
