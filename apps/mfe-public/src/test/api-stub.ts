import { apiClient } from '@vaultline/session';
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** A canned HTTP answer: the status and the JSON body the API would send. */
export interface StubReply {
  status: number;
  data?: unknown;
}

/** What the page sent: method, path (relative to /api) and the parsed JSON body. */
export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}

/** 'network-error' answers like a dropped connection (axios rejects without a response). */
export type StubAnswer = StubReply | 'network-error';
export type StubHandler = StubAnswer | ((request: RecordedRequest) => StubAnswer | Promise<StubAnswer>);

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string' || data === '') return data ?? null;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * Replaces the HTTP layer of the shared `apiClient` (its axios adapter) with canned answers keyed
 * by "METHOD /path", e.g. `{ 'GET /platform/landing': { status: 200, data: content } }`.
 * Interceptors still run, so errors reach the page as `ApiRequestError` exactly as in the app.
 * Requests nobody stubbed fail like a network error, so no test can reach the network.
 * Returns the list of requests the page made, for assertions.
 */
export function stubApi(routes: Record<string, StubHandler>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: parseBody(config.data),
    };
    requests.push(request);
    const handler = routes[`${request.method} ${request.url}`] ?? 'network-error';
    const answer = typeof handler === 'function' ? await handler(request) : handler;
    if (answer === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      status: answer.status,
      statusText: String(answer.status),
      data: answer.data ?? null,
      headers: new AxiosHeaders(),
      config,
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
  };
  return requests;
}

/** An API error answer in the one shape the API uses. */
export function apiError(status: number, code: string, message: string): StubReply {
  return { status, data: { message, code } };
}

/** A promise a test settles by hand, to look at a page while its request is in flight. */
export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
