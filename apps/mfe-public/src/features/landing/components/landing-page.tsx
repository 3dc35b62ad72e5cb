import { PageHeading } from '@vaultline/ui';

export function LandingPage() {
  return <PageHeading title="Secure online banking for people and small businesses" subtitle="Open an account in minutes, move money with confidence, and always see where it is." />;
}
