import { PageHeading } from '@vaultline/ui';

export function TermsPage() {
  return <PageHeading title="Terms of Service" />;
}
