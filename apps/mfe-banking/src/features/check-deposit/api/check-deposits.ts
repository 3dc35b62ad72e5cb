import {
  CheckDepositListSchema,
  CheckDepositSchema,
  CheckImageSchema,
  type CheckDeposit,
  type CheckDepositList,
  type CheckImage,
  type DepositCheckRequest,
  type ReplaceCheckImagesRequest,
} from '@vaultline/contracts';
import { useMutation, useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { checkDepositsKeys } from '../../../api/query-keys';

/** GET /check-deposits: the customer's deposits, limits, and whether they may deposit (and why not). */
export async function getCheckDeposits(signal?: AbortSignal): Promise<CheckDepositList> {
  const { data } = await apiClient.get('/check-deposits', { signal });
  return CheckDepositListSchema.parse(data);
}

export function useCheckDeposits() {
  return useQuery(checkDepositsKeys.list(), getCheckDeposits);
}

/**
 * POST /check-deposits/images: one photo as a raw body; the server re-encodes and keeps it.
 * Refusals: CHECK_IMAGE_TYPE (415), CHECK_IMAGE_TOO_LARGE (413), CHECK_IMAGE_DIMENSIONS,
 * CHECK_IMAGE_UNREADABLE, KYC_NOT_VERIFIED.
 */
export async function uploadCheckPhoto(photo: Blob): Promise<CheckImage> {
  const { data } = await apiClient.post('/check-deposits/images', photo, {
    headers: { 'Content-Type': photo.type || 'image/jpeg' },
  });
  return CheckImageSchema.parse(data);
}

export interface DepositCheckArgs {
  request: DepositCheckRequest;
  /** One per deposit attempt; a retry after no answer reuses it (the check is deposited once). */
  idempotencyKey: string;
}

/** POST /check-deposits (201). Refusals: CHECK_DUPLICATE, CHECK_DAILY_LIMIT, CHECK_MONTHLY_LIMIT, … */
export async function depositCheck({
  request,
  idempotencyKey,
}: DepositCheckArgs): Promise<CheckDeposit> {
  const { data } = await apiClient.post('/check-deposits', request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return CheckDepositSchema.parse(data);
}

/** PUT /check-deposits/:id/images: new photos of a check staff asked about. */
export async function replaceCheckPhotos(args: {
  depositId: string;
  images: ReplaceCheckImagesRequest;
}): Promise<CheckDeposit> {
  const { data } = await apiClient.put(
    `/check-deposits/${encodeURIComponent(args.depositId)}/images`,
    args.images,
  );
  return CheckDepositSchema.parse(data);
}

export const useUploadCheckPhoto = () => useMutation(uploadCheckPhoto);
export const useDepositCheck = () => useMutation(depositCheck);
export const useReplaceCheckPhotos = () => useMutation(replaceCheckPhotos);
