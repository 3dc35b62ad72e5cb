import { useOperatorContent } from '@vaultline/data-access';
import { DemoBanner } from '@vaultline/ui';

/** The demo banner where the operator content says the portal runs as a demo (shared query). */
export function OperatorDemoBanner() {
  return <DemoBanner demo={useOperatorContent().data?.demo ?? false} />;
}
