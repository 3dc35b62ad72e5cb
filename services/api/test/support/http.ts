import type { TestApp } from './test-app';

export interface CallOptions {
  body?: unknown;
  token?: string | null;
  cookie?: string | null;
  /** The browser's known-device cookie (vaultline_device), as a previous answer set it. */
  device?: string | null;
  headers?: Record<string, string>;
  /** Raw payload with its own content type (e.g. an image). */
  raw?: { contentType: string; payload: Buffer | string };
  /** The caller's network address (default 127.0.0.1), for per-address limits. */
  remoteAddress?: string;
}

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test assertions read arbitrary JSON
  body: any;
  text: string;
  /** The body's bytes (for answers that are not text, such as images). */
  rawPayload: Buffer;
  headers: Record<string, string | string[] | number | undefined>;
  /** The refresh cookie the answer set (value), '' when it was cleared, undefined when untouched. */
  refreshCookie: string | undefined;
  /** The known-device cookie the answer set (value), undefined when untouched. */
  deviceCookie: string | undefined;
  setCookie: string[];
}

/** One HTTP call through the whole app (Fastify inject: routing, hooks, guards, filters, serialisation). */
export async function call(
  t: TestApp,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const cookies = [
    options.cookie ? `vaultline_refresh=${options.cookie}` : null,
    options.device ? `vaultline_device=${options.device}` : null,
  ].filter((cookie) => cookie !== null);
  if (cookies.length > 0) headers.cookie = cookies.join('; ');
  let payload: string | Buffer | undefined;
  if (options.raw) {
    headers['content-type'] = options.raw.contentType;
    payload = options.raw.payload;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }
  const { remoteAddress } = options;
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers,
    payload,
    remoteAddress,
  });
  const setCookieHeader = response.headers['set-cookie'];
  const setCookie = Array.isArray(setCookieHeader)
    ? setCookieHeader
    : setCookieHeader
      ? [String(setCookieHeader)]
      : [];
  const refresh = response.cookies.find((cookie) => cookie.name === 'vaultline_refresh');
  const device = response.cookies.find((cookie) => cookie.name === 'vaultline_device');
  return {
    status: response.statusCode,
    body: parseJson(response.body),
    text: response.body,
    rawPayload: response.rawPayload,
    headers: response.headers,
    refreshCookie: refresh?.value,
    deviceCookie: device?.value,
    setCookie,
  };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * An answer's body without its request id: each request has its own, so two answers that must say
 * the same (an unknown account and another customer's, a replay and the first answer) are compared
 * on everything else.
 */
export function sameAnswer(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('requestId' in body)) return body;
  const { requestId: _own, ...rest } = body as Record<string, unknown>;
  return rest;
}
