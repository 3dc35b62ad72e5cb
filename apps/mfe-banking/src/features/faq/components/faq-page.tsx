import { PageHeading } from '@vaultline/ui';

export function FaqPage() {
  return <PageHeading title="Frequently Asked Questions" />;
}
