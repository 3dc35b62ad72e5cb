import { useOperatorContent } from '@vaultline/data-access';

export interface SupportContacts {
  email: string | null;
  phone: string | null;
}

/** The operator's support email and phone, when the operator set them (shared operator content). */
export function useSupportContacts(): { data: SupportContacts | undefined } {
  const content = useOperatorContent().data;
  return { data: content && { email: content.supportEmail, phone: content.supportPhone } };
}
