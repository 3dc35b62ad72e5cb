import { ModulesContainer } from '@nestjs/core';
import { ApiErrorSchema } from '@vaultline/contracts';
import { z, ZodType } from 'zod';
import { listRoutes, RouteInfo } from './route-list';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

function parameters(route: RouteInfo) {
  const result: JsonSchema[] = [];
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
};

function operation(route: RouteInfo) {
  const contract = route.contract;
  const status = String(contract?.status ?? (route.method === 'POST' ? 201 : 200));
  const error = {
    description: 'Error',
    content: { 'application/json': { schema: jsonSchema(ApiErrorSchema, 'output') } },
  };
  return {
    summary: contract?.summary,
    security: SECURITY[route.access],
    'x-access': route.access,
    parameters: parameters(route),
    ...(contract?.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(contract.body, 'input') } },
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
      default: error,
    },
  };
}

/** OpenAPI 3.1 document generated from the routes' zod contracts. */
export function buildOpenApiDocument(modules: ModulesContainer) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of listRoutes(modules)) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Vaultline API', version: '0.1.0' },
    components: {
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
      },
    },
    paths,
  };
}
