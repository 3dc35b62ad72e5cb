import { PageHeading } from '@vaultline/ui';

export function LoginPage() {
  return <PageHeading title="Sign In" subtitle="Welcome back. Sign in to your account." />;
}
