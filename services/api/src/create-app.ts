import 'reflect-metadata';
import { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { AppModule } from './app.module';
import type { AppConfig } from './platform/config/app-config';
import { configureHttp } from './platform/http/http-setup';

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

/** Builds the API (not listening yet): used by main.ts and by the integration tests. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: NEST_LOG_LEVELS[config.logLevel],
  });
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();
  await configureHttp(app, config);
  await app.init();
  return app;
}
