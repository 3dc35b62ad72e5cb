import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import type { AppConfig } from './platform/config/app-config';
import { frameworkErrorHandler } from './platform/http/framework-errors';
import { configureHttp } from './platform/http/http-setup';
import { securityHeaders } from './platform/http/security-headers';
import type { LogDestination } from './platform/logging/app-log';
import { logOptions, NestToPinoLogger } from './platform/logging/app-log';
import { lazyChildLoggers } from './platform/logging/lazy-child-logger';

const NEST_LOG_LEVELS: Record<AppConfig['logLevel'], LogLevel[]> = {
  fatal: ['fatal'],
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  // Request lines come from Fastify's logger; Nest's start-up chatter stays out of the way.
  info: ['fatal', 'error', 'warn'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  trace: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
  silent: [],
};

export interface CreateAppOptions {
  /** Where the log goes instead of stdout (tests read it back from a file). */
  logDestination?: LogDestination;
}

/** Builds the API (not listening yet): used by main.ts and by the integration tests. */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  const headers = securityHeaders(config);
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    logger: logOptions(config.logLevel, options.logDestination),
    // Each request's logger becomes a pino child only if it writes a line (see LazyChildLogger).
    childLoggerFactory: lazyChildLoggers,
    frameworkErrors: frameworkErrorHandler(headers),
    // While closing, requests get our own 503 (problem+json, Retry-After) from http-setup.
    return503OnClosing: false,
  });
  // Nest's messages are held until they can go to the same log as Fastify's. Body parsers are
  // our own (JSON, and images on the one route that takes them), so Nest adds none.
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(
    new NestToPinoLogger(app.getHttpAdapter().getInstance().log, NEST_LOG_LEVELS[config.logLevel]),
  );
  app.flushLogs();
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();
  await configureHttp(app, config, headers);
  await app.init();
  return app;
}
