import { PageHeading } from '@vaultline/ui';

export function PrivacyPage() {
  return <PageHeading title="Privacy Policy" />;
}
