import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import axios, { AxiosError } from 'axios';
import { ApiErrorSchema, CommonErrorCode } from '@vaultline/contracts';
import { useSession } from '../session/session-store';

/** What every failed call rejects with: the server's message and code, or a network/unknown one. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number | null,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Please check your internet connection and try again.';
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

export function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  if (error instanceof AxiosError) {
    if (!error.response)
      return new ApiRequestError(NETWORK_ERROR_MESSAGE, NETWORK_ERROR_CODE, null);
    const parsed = ApiErrorSchema.safeParse(error.response.data);
    if (parsed.success) {
      return new ApiRequestError(
        parsed.data.message,
        parsed.data.code,
        error.response.status,
        parsed.data.details,
      );
    }
    return new ApiRequestError(
      'Something went wrong. Please try again later.',
      CommonErrorCode.INTERNAL,
      error.response.status,
    );
  }
  return new ApiRequestError(
    'Something went wrong. Please try again later.',
    CommonErrorCode.INTERNAL,
    null,
  );
}

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

/** Set by the auth module: renews the access token with the refresh cookie; false when that fails. */
let renewSession: (() => Promise<boolean>) | null = null;
export function onSessionExpired(renew: () => Promise<boolean>): void {
  renewSession = renew;
}

/**
 * The one HTTP client of the portal: same-origin /api, bearer token from the session, errors
 * mapped to ApiRequestError. A 401 on a signed-in call renews the session once and retries.
 */
export function createApiClient(): AxiosInstance {
  const client = axios.create({ baseURL: '/api', timeout: 30_000, withCredentials: true });
  client.interceptors.request.use((config) => {
    const token = useSession.getState().accessToken;
    if (token && !config.headers.has('Authorization'))
      config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(undefined, async (error: unknown) => {
    const config = (error as AxiosError).config as RetriableConfig | undefined;
    const status = (error as AxiosError).response?.status;
    const authCall = config?.url?.startsWith('/auth/') ?? false;
    if (
      status === 401 &&
      config &&
      !config._retried &&
      !authCall &&
      useSession.getState().accessToken &&
      renewSession
    ) {
      config._retried = true;
      if (await renewSession()) {
        config.headers.set('Authorization', `Bearer ${useSession.getState().accessToken}`);
        return client.request(config);
      }
    }
    return Promise.reject(toApiRequestError(error));
  });
  return client;
}

export const apiClient = createApiClient();
