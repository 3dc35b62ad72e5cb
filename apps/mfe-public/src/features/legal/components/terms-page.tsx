import { PageHeading } from '@vaultline/ui';
import { TermsContent } from '../../../components/legal/terms-content';
import { PageContainer } from '../../../components/page-container';

export function TermsPage() {
  return (
    <PageContainer>
      <PageHeading
        title="Terms of Service"
        subtitle="The agreement between you and the bank when you use Vaultline."
      />
      <TermsContent level="h2" />
    </PageContainer>
  );
}
