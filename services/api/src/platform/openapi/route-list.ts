import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import type { ModulesContainer } from '@nestjs/core';
import type { Access } from '../http/access.decorator';
import { ACCESS_KEY } from '../http/access.decorator';
import type { RouteContract } from '../http/contract.decorator';
import { CONTRACT_KEY } from '../http/contract.decorator';
import { OPERATION_GROUP_KEY } from './operation-group.decorator';

export interface RouteInfo {
  method: string;
  /** Full path with the /api prefix, OpenAPI style: /api/platform/remotes/{name}/releases. */
  path: string;
  access: Access;
  contract: RouteContract | undefined;
  /** controller.handler, e.g. transfers.create: unique, stable (the OpenAPI operationId). */
  operationId: string;
  /** Request headers the handler reads by name (@Headers('idempotency-key')). */
  headers: string[];
}

/** The names of the headers a handler takes as parameters. */
function headerParameters(controller: object, name: string): string[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller.constructor, name) ??
    {}) as Record<string, { data?: unknown }>;
  return Object.entries(args)
    .filter(
      ([key, arg]) => key.startsWith(`${RouteParamtypes.HEADERS}:`) && typeof arg.data === 'string',
    )
    .map(([, arg]) => arg.data as string);
}

function operationIdOf(controller: { name: string }, handler: string): string {
  const group = Reflect.getMetadata(OPERATION_GROUP_KEY, controller) as string | undefined;
  if (group) return `${group}.${handler}`;
  const base = controller.name.replace(/Controller$/, '');
  return `${base.charAt(0).toLowerCase()}${base.slice(1)}.${handler}`;
}

type Handler = (...args: unknown[]) => unknown;

function joinPath(...parts: string[]): string {
  const path = parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `{${segment.slice(1)}}` : segment))
    .join('/');
  return `/${path}`;
}

/** Every HTTP route the app serves, with its access rule and contract (for OpenAPI and route-walking tests). */
export function listRoutes(modules: ModulesContainer, prefix = 'api'): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: unknown[]) => unknown) | null;
      if (!controller) continue;
      const base = (Reflect.getMetadata(PATH_METADATA, controller) as string | undefined) ?? '';
      const classAccess = Reflect.getMetadata(ACCESS_KEY, controller) as Access | undefined;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name] as Handler;
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (path === undefined || method === undefined) continue;
        routes.push({
          method: RequestMethod[method],
          path: joinPath(prefix, base, path),
          access:
            (Reflect.getMetadata(ACCESS_KEY, handler) as Access | undefined) ??
            classAccess ??
            'signed-in',
          contract: Reflect.getMetadata(CONTRACT_KEY, handler) as RouteContract | undefined,
          operationId: operationIdOf(controller, name),
          headers: headerParameters(controller.prototype as object, name),
        });
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
