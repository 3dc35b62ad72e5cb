import type { ApiRequestError } from '@vaultline/session';
import { NETWORK_ERROR_CODE, toast } from '@vaultline/session';

/**
 * The spec's failure toasts: a dropped connection is always "Network Error"; anything else shows
 * the server's message under the given title, or the fallback text.
 */
export function toastFailure(title: string, error: ApiRequestError, fallback = 'Try again'): void {
  if (error.code === NETWORK_ERROR_CODE) {
    toast({ title: 'Network Error', description: error.message, severity: 'error' });
    return;
  }
  toast({ title, description: error.message || fallback, severity: 'error' });
}
