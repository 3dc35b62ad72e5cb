import {
  BillerDirectorySchema,
  CustomerBillerListSchema,
  type BillerDirectory,
  type CustomerBillerList,
} from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { billPayKeys } from '../../../api/query-keys';

/** GET /billers/directory: the billers the bank lets customers pay, with each reference format. */
export async function getBillerDirectory(signal?: AbortSignal): Promise<BillerDirectory> {
  const { data } = await apiClient.get('/billers/directory', { signal });
  return BillerDirectorySchema.parse(data);
}

/** GET /billers: the billers this customer added. */
export async function getMyBillers(signal?: AbortSignal): Promise<CustomerBillerList> {
  const { data } = await apiClient.get('/billers', { signal });
  return CustomerBillerListSchema.parse(data);
}

export const useBillerDirectory = () => useQuery(billPayKeys.directory(), getBillerDirectory);
export const useMyBillers = () => useQuery(billPayKeys.billers(), getMyBillers);
