import { applyDecorators, HttpCode, SetMetadata } from '@nestjs/common';
import type { ZodType } from 'zod';

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
  response?: ZodType;
  /** Success status; defaults to 200 (201 for POST, as Nest does). */
  status?: number;
}

export const CONTRACT_KEY = 'vaultline:contract';

export function Contract(contract: RouteContract) {
  const decorators: MethodDecorator[] = [SetMetadata(CONTRACT_KEY, contract)];
  if (contract.status) decorators.push(HttpCode(contract.status));
  return applyDecorators(...decorators);
}
