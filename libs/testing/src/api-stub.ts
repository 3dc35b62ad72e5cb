import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { apiClient } from '@vaultline/session';

/** A canned HTTP answer: the status and the JSON body the API would send. */
export interface StubReply {
  status: number;
  data?: unknown;
}

/** What the page sent: method, path (relative to /api), query parameters, headers and the parsed body. */
export interface RecordedRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  headers: Record<string, string>;
  body: unknown;
}

/** 'network-error' answers like a dropped connection (axios rejects without a response). */
export type StubAnswer = StubReply | 'network-error';
export type StubHandler =
  StubAnswer | ((request: RecordedRequest) => StubAnswer | Promise<StubAnswer>);

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string' || data === '') return data ?? null;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

function record(config: InternalAxiosRequestConfig): RecordedRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
    if (typeof value === 'string') headers[name.toLowerCase()] = value;
  }
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url: config.url ?? '',
    params: { ...(config.params as Record<string, unknown> | undefined) },
    headers,
    body: parseBody(config.data),
  };
}

function respond(config: InternalAxiosRequestConfig, answer: StubReply): AxiosResponse {
  const response: AxiosResponse = {
    status: answer.status,
    statusText: String(answer.status),
    data: answer.data ?? null,
    headers: new AxiosHeaders(),
    config,
  };
  if (answer.status >= 200 && answer.status < 300) return response;
  throw new AxiosError(
    `Request failed with status code ${answer.status}`,
    AxiosError.ERR_BAD_REQUEST,
    config,
    null,
    response,
  );
}

/**
 * Replaces the HTTP layer of the shared `apiClient` (its axios adapter) with canned answers keyed
 * by "METHOD /path" (no query string; handlers see `params`), e.g.
 * `{ 'GET /accounts': { status: 200, data: { accounts } } }`. Interceptors still run, so errors
 * reach the page as `ApiRequestError` exactly as in the app. Requests nobody stubbed fail like a
 * network error, so no test can reach the network. Returns the requests the page made.
 */
export function stubApi(routes: Record<string, StubHandler>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  apiClient.defaults.adapter = async (
    config: InternalAxiosRequestConfig,
  ): Promise<AxiosResponse> => {
    const request = record(config);
    requests.push(request);
    const handler = routes[`${request.method} ${request.url}`] ?? 'network-error';
    const answer = typeof handler === 'function' ? await handler(request) : handler;
    if (answer === 'network-error')
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    return respond(config, answer);
  };
  return requests;
}

/** An API error answer in the one shape the API uses. */
export function apiError(
  status: number,
  code: string,
  message: string,
  details?: unknown,
): StubReply {
  return { status, data: details === undefined ? { message, code } : { message, code, details } };
}

export function ok(data?: unknown, status = 200): StubReply {
  return { status, data };
}

/** A promise a test settles by hand, to look at a page while its request is in flight. */
export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Requests with this method and path, in order. */
export function sent(requests: RecordedRequest[], method: string, url: string): RecordedRequest[] {
  return requests.filter((request) => request.method === method && request.url === url);
}

/** Method, path and body of each request, for asserting exactly what a form sent. */
export function methodUrlBody(
  requests: RecordedRequest[],
): Pick<RecordedRequest, 'method' | 'url' | 'body'>[] {
  return requests.map(({ method, url, body }) => ({ method, url, body }));
}
