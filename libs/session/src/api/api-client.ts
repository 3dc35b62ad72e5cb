import axios, { AxiosError, AxiosInstance } from 'axios';
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

export function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  if (error instanceof AxiosError) {
    if (!error.response) return new ApiRequestError(NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR', null);
    const parsed = ApiErrorSchema.safeParse(error.response.data);
    if (parsed.success) {
      return new ApiRequestError(parsed.data.message, parsed.data.code, error.response.status, parsed.data.details);
    }
    return new ApiRequestError('Something went wrong. Please try again later.', CommonErrorCode.INTERNAL, error.response.status);
  }
  return new ApiRequestError('Something went wrong. Please try again later.', CommonErrorCode.INTERNAL, null);
}

/** The one HTTP client of the portal: same-origin /api, bearer token from the session, errors mapped. */
export function createApiClient(): AxiosInstance {
  const client = axios.create({ baseURL: '/api', timeout: 30_000, withCredentials: true });
  client.interceptors.request.use((config) => {
    const token = useSession.getState().accessToken;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiRequestError(error)));
  return client;
}

export const apiClient = createApiClient();
