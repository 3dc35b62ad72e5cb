import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { map, Observable } from 'rxjs';
import type { ZodType } from 'zod';
import { CommonErrorCode } from '@vaultline/contracts';
import { AppException } from './app.exception';
import { CONTRACT_KEY, RouteContract } from './contract.decorator';
import { zodIssues } from './error-response';
import { JSON_BODY, mediaType, wrongBodyType } from './route-http-config';

type Part = 'params' | 'query' | 'body';
const PART_LABEL: Record<Part, string> = {
  params: 'path',
  query: 'query string',
  body: 'request body',
};

function validate(schema: ZodType | undefined, value: unknown, part: Part): unknown {
  if (!schema) {
    const empty =
      value === undefined ||
      value === null ||
      (typeof value === 'object' && Object.keys(value).length === 0);
    if (part === 'body' && !empty) {
      throw new AppException(400, CommonErrorCode.VALIDATION_FAILED, 'This request takes no body.');
    }
    return value;
  }
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const issues = zodIssues(result.error);
    const first = issues[0];
    const where = first?.path ? ` (${first.path})` : '';
    throw new AppException(
      400,
      CommonErrorCode.VALIDATION_FAILED,
      `Invalid ${PART_LABEL[part]}${where}: ${first?.message ?? 'not valid'}`,
      issues,
    );
  }
  return result.data;
}

/** What JSON.parse can make: validation never walks anything else (a Buffer's every byte, a class instance). */
function isJsonValue(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Validates every request against its route's contract and filters every response through it. */
@Injectable()
export class ContractInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const contract = this.reflector.get<RouteContract | undefined>(
      CONTRACT_KEY,
      context.getHandler(),
    );
    if (!contract) {
      throw new Error(
        `Route ${context.getClass().name}.${context.getHandler().name} has no @Contract`,
      );
    }
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const bodyTypes = contract.bodyTypes ?? JSON_BODY;
    const takesJson = bodyTypes.includes('application/json');
    // A form's fields parse to a JSON-like object too: what counts is the type they were sent as.
    const isJson =
      request.body !== undefined &&
      !bodyTypes.includes(mediaType(request.headers['content-type'])) &&
      isJsonValue(request.body);
    if ((takesJson && !isJsonValue(request.body)) || (!takesJson && isJson))
      throw wrongBodyType(bodyTypes);
    request.params = validate(contract.params, request.params, 'params');
    request.query = validate(contract.query, request.query, 'query');
    request.body = validate(contract.body, request.body, 'body');
    const response = contract.response;
    return response ? next.handle().pipe(map((data) => response.parse(data))) : next.handle();
  }
}
