import { PageHeading } from '@vaultline/ui';

export function FeaturesPage() {
  return <PageHeading title="Features" subtitle="Everything Vaultline does for you." />;
}
