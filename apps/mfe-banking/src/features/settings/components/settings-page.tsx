import { PageHeading } from '@vaultline/ui';

export function SettingsPage() {
  return <PageHeading title="Settings" />;
}
