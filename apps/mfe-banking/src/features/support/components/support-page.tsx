import { PageHeading } from '@vaultline/ui';

export function SupportPage() {
  return <PageHeading title="Contact Support" />;
}
