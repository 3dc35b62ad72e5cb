import { PageHeading } from '@vaultline/ui';

export function CreateAccountPage() {
  return <PageHeading title="Create Account" />;
}
