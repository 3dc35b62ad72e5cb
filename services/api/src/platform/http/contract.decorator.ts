import { applyDecorators, HttpCode, SetMetadata } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { ZodType } from 'zod';
import type { AppException } from './app.exception';
import type { RouteHttpConfig } from './route-http-config';
import { JSON_BODY } from './route-http-config';

/**
 * What a route accepts and answers, as zod schemas from @vaultline/contracts. The contract
 * interceptor validates params, query and body against it (400 on failure, nothing else runs)
 * and passes the response through `response`, which drops any field the contract does not name.
 * The OpenAPI document is generated from the same metadata.
 */
export interface RouteContract {
  summary: string;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** The media types the body may have: JSON unless said (any other type is refused with 415 before it is read). */
  bodyTypes?: readonly string[];
  response?: ZodType;
  /** Success status; defaults to 200 (201 for POST, as Nest does). */
  status?: number;
  /** A request body as a client would send it (shown in the OpenAPI document). */
  example?: unknown;
  /**
   * The route's own refusals beyond the generic ones (validation, sign-in, access): each with its
   * status, stable code and message, documented as an example of its status's answer.
   */
  errors?: readonly AppException[];
  /**
   * This route moved (e.g. 'DELETE /api/bill-payment-series/{id}'): it is still served, for remotes
   * released before the move, but left out of the OpenAPI document. Remove it one release later.
   */
  replacedBy?: string;
  /**
   * A plain HTML form's route (application/x-www-form-urlencoded, answered with a 303 redirect): a
   * browser's page posts it, no API client calls it, so the OpenAPI document leaves it out.
   */
  htmlForm?: true;
}

export const CONTRACT_KEY = 'vaultline:contract';

export function Contract(contract: RouteContract) {
  const http: RouteHttpConfig = { bodyTypes: contract.bodyTypes ?? JSON_BODY };
  const decorators: MethodDecorator[] = [SetMetadata(CONTRACT_KEY, contract), RouteConfig(http)];
  if (contract.status) decorators.push(HttpCode(contract.status));
  return applyDecorators(...decorators);
}
