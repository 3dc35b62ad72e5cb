import type { LoggerService, LogLevel as NestLogLevel } from '@nestjs/common';
import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/app-config';

/** Where log lines go (one JSON object a line); stdout unless createApp is given another (tests use a file). */
export interface LogDestination {
  write(line: string): void;
}

/**
 * Query values that must never reach a log line: any parameter whose name ends in one of these
 * (token, resetToken, access_token, code, pin…). Reset links carry their token in the fragment,
 * which browsers never send; this covers old links and anything else a client puts in a URL.
 */
const SENSITIVE_QUERY_VALUE =
  /([?&;][^=&#\s"']*(?:token|code|password|passwd|pin|otp|secret|signature)=)[^&#\s"']*/gi;

/** The text with the values of sensitive query parameters replaced by [redacted]. */
export function redactSecretsInUrls(text: string): string {
  return text.replace(SENSITIVE_QUERY_VALUE, '$1[redacted]');
}

type FastifyLogOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined> & {
  stream?: LogDestination;
};

/** Fastify's logger (pino): request lines with redacted URLs, and every message passed through the same redaction. */
export function logOptions(
  level: AppConfig['logLevel'],
  destination?: LogDestination,
): FastifyLogOptions {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactSecretsInUrls(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    hooks: {
      logMethod(args, method) {
        const redacted = args.map((arg: unknown) =>
          typeof arg === 'string' ? redactSecretsInUrls(arg) : arg,
        );
        method.apply(this, redacted as Parameters<typeof method>);
      },
    },
    ...(destination ? { stream: destination } : {}),
  };
}

/** Nest's own messages (mail failures, job failures, 500s) go to the same log as the requests, as JSON lines. */
export class NestToPinoLogger implements LoggerService {
  constructor(
    private readonly pino: FastifyBaseLogger,
    private readonly levels: readonly NestLogLevel[],
  ) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('log', message, rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('verbose', message, rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  /** Nest passes the context (the logger's name) last; an error may carry a stack before it. */
  private write(level: NestLogLevel, message: unknown, rest: unknown[]): void {
    if (!this.levels.includes(level)) return;
    const last = rest[rest.length - 1];
    const context = typeof last === 'string' ? last : undefined;
    const stack =
      rest.length > 1 && typeof rest[0] === 'string' ? redactSecretsInUrls(rest[0]) : undefined;
    const text = message instanceof Error ? message.message : String(message);
    this.pino[PINO_METHOD[level]]({ context, ...(stack ? { stack } : {}) }, text);
  }
}

const PINO_METHOD: Record<NestLogLevel, 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'> = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};
