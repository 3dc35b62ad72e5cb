import { PageHeading } from '@vaultline/ui';

export function TransferSettingsPage() {
  return <PageHeading title="Transfer Settings" />;
}
