import { LandingContentSchema } from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { useQuery } from '@vaultline/ui';

export interface SupportContacts {
  email: string | null;
  phone: string | null;
}

/** The operator's support email and phone (GET /platform/landing), when the operator set them. */
export async function getSupportContacts(signal?: AbortSignal): Promise<SupportContacts> {
  const { data } = await apiClient.get('/platform/landing', { signal });
  const content = LandingContentSchema.parse(data);
  return { email: content.supportEmail, phone: content.supportPhone };
}

export function useSupportContacts() {
  return useQuery(['support-contacts'], getSupportContacts);
}
