import { PageHeading } from '@vaultline/ui';
import { PrivacyContent } from '../../../components/legal/privacy-content';
import { PageContainer } from '../../../components/page-container';

export function PrivacyPage() {
  return (
    <PageContainer>
      <PageHeading
        title="Privacy Policy"
        subtitle="What we store about you, why, and for how long."
      />
      <PrivacyContent level="h2" />
    </PageContainer>
  );
}
