import type { ModulesContainer } from '@nestjs/core';
import type { ZodType } from 'zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@vaultline/contracts';
import type { RouteContract } from '../http/contract.decorator';
import type { RouteInfo } from './route-list';
import { listRoutes } from './route-list';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** What a header parameter is, for the headers routes read by name. */
const HEADERS: Record<string, JsonSchema> = {
  'idempotency-key': {
    name: 'Idempotency-Key',
    in: 'header',
    required: true,
    description:
      'One key per intended transfer (8-100 letters, digits, - or _): ' +
      'a retry with the same key and body gets the first answer',
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' },
  },
};

function parameters(route: RouteInfo) {
  const result: JsonSchema[] = route.headers.map(
    (name) => HEADERS[name] ?? { name, in: 'header', required: false, schema: { type: 'string' } },
  );
  for (const [where, schema] of [
    ['path', route.contract?.params],
    ['query', route.contract?.query],
  ] as const) {
    if (!schema) continue;
    const properties = (jsonSchema(schema, 'input').properties ?? {}) as Record<string, JsonSchema>;
    for (const [name, property] of Object.entries(properties)) {
      result.push({ name, in: where, required: where === 'path', schema: property });
    }
  }
  return result;
}

const SECURITY: Record<RouteInfo['access'], JsonSchema[] | undefined> = {
  public: [],
  ops: [{ opsToken: [] }],
  'signed-in': [{ bearer: [] }],
  staff: [{ bearer: [] }],
  'staff-or-ops': [{ bearer: [] }, { opsToken: [] }],
  release: [{ releaseCredential: [] }, { opsToken: [] }],
  'staff-provisioning': [{ releaseCredential: [] }],
  'card-network': [{ networkKey: [] }],
};

/** The error answers a route can give, each a problem+json (components.responses). */
function errorResponses(route: RouteInfo): Record<string, JsonSchema> {
  const contract = route.contract;
  const statuses = [
    ...(contract?.body || contract?.query || contract?.params ? ['400'] : []),
    ...(route.access === 'public' ? [] : ['401', '403']),
    ...(route.path.includes('{') ? ['404'] : []),
    '429',
    '500',
    '503',
  ];
  const generic = Object.fromEntries(
    statuses.map((status) => [status, { $ref: `#/components/responses/Problem${status}` }]),
  );
  return { ...generic, ...ownRefusals(route) };
}

/** The route's own refusals, by status, each code an example of its answer (message as the client reads it). */
function ownRefusals(route: RouteInfo): Record<string, JsonSchema> {
  const byStatus = new Map<number, NonNullable<RouteInfo['contract']>['errors']>();
  for (const error of route.contract?.errors ?? [])
    byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error]);
  const schema = jsonSchema(ApiErrorSchema, 'output');
  return Object.fromEntries(
    [...byStatus].map(([status, errors]) => [
      String(status),
      {
        description:
          PROBLEM_STATUSES[String(status)] ?? (errors ?? []).map((e) => e.code).join(', '),
        content: {
          'application/problem+json': {
            schema,
            examples: Object.fromEntries(
              (errors ?? []).map((e) => [e.code, { value: { status, ...e.toBody() } }]),
            ),
          },
        },
      },
    ]),
  );
}

const PROBLEM_STATUSES: Record<string, string> = {
  '400': 'The request is not valid (details lists each problem)',
  '401': 'No valid session or credential',
  '403': 'Not allowed for this session',
  '404': 'Not found',
  '409': 'In conflict with what is already there',
  '413': 'Too large',
  '415': 'Not a media type this route takes',
  '422': 'Understood, but refused by a rule',
  '429': 'Too many requests (Retry-After says when to try again)',
  '500': 'Something went wrong on our side',
  '503': 'Temporarily unavailable (Retry-After says when to try again)',
};

/** The answers every route may give by its kind: kept once under components.responses. */
const GENERIC_STATUSES = ['400', '401', '403', '404', '429', '500', '503'];

function problemResponses(): Record<string, JsonSchema> {
  const content = {
    'application/problem+json': { schema: jsonSchema(ApiErrorSchema, 'output') },
  };
  const retryAfter = {
    'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
  };
  return Object.fromEntries(
    GENERIC_STATUSES.map((status) => [
      `Problem${status}`,
      {
        description: PROBLEM_STATUSES[status],
        content,
        ...(status === '429' || status === '503' ? { headers: retryAfter } : {}),
      },
    ]),
  );
}

/** /api/<tag>/…: the first segment after /api names the group (auth, transfers, admin…). */
function tagOf(path: string): string {
  return path.split('/')[2] ?? 'api';
}

/** The request body by each media type the route takes (a file route takes several). */
function bodyContent(contract: RouteContract, body: ZodType) {
  const schema = jsonSchema(body, 'input');
  const example = contract.example === undefined ? {} : { example: contract.example };
  return Object.fromEntries(
    (contract.bodyTypes ?? ['application/json']).map((type) => [type, { schema, ...example }]),
  );
}

function operation(route: RouteInfo) {
  const contract = route.contract;
  const status = String(contract?.status ?? (route.method === 'POST' ? 201 : 200));
  return {
    operationId: route.operationId,
    tags: [tagOf(route.path)],
    summary: contract?.summary,
    security: SECURITY[route.access],
    'x-access': route.access,
    parameters: parameters(route),
    ...(contract?.body
      ? {
          requestBody: {
            required: true,
            content: bodyContent(contract, contract.body),
          },
        }
      : {}),
    responses: {
      [status]: {
        description: 'Success',
        ...(contract?.response
          ? { content: { 'application/json': { schema: jsonSchema(contract.response, 'output') } } }
          : {}),
      },
      ...errorResponses(route),
    },
  };
}

/** OpenAPI 3.1 document generated from the routes' zod contracts. */
export function buildOpenApiDocument(modules: ModulesContainer) {
  const paths: Record<string, Record<string, unknown>> = {};
  // Served, not documented: a route kept at its old path for remotes released before it moved, and
  // a plain HTML form's (a browser's page posts it and follows the redirect; no client calls it).
  const documented = (listed: { contract?: RouteContract }) =>
    !listed.contract?.replacedBy && !listed.contract?.htmlForm;
  for (const route of listRoutes(modules).filter(documented)) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vaultline API',
      version: '0.1.0',
      license: { name: 'AGPL-3.0-only', identifier: 'AGPL-3.0-only' },
    },
    // Same origin as the portal: the paths start with /api.
    servers: [{ url: '/', description: 'The portal this document was fetched from' }],
    components: {
      responses: problemResponses(),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        opsToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'Ops token: manages release credentials, reads, rolls back',
        },
        releaseCredential: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A team's release credential for one remote, or the staff-provisioning credential",
        },
        networkKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Network-Key',
          description: 'The card network’s key (CARD_NETWORK_KEY)',
        },
      },
    },
    paths,
  };
}
