import { PageHeading } from '@vaultline/ui';

export function RegisterPage() {
  return <PageHeading title="Create Account" subtitle="Open your Vaultline account." />;
}
