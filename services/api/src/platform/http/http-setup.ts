import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@vaultline/contracts';
import helmet from 'helmet';
import { getAbsoluteFSPath as swaggerUiRoot } from 'swagger-ui-dist';
import type { AppConfig } from '../config/app-config';
import { DOCS_ASSETS_PREFIX } from '../openapi/docs.controller';
import type { FastifyRequest } from 'fastify';
import { UsersService } from '../../modules/users/users.service';
import { staffAssetsSession } from '../auth/staff-assets-cookie';
import { deriveKey } from '../crypto/keys';
import { registerWebRoutes, StaffSessionCheck } from '../web/web-routes';

/** Strict CSP: scripts only from this origin; emotion (MUI) needs inline styles. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** Whether a request for the admin remote's files comes from an open session of an active staff member. */
function staffSessionCheck(app: NestFastifyApplication, config: AppConfig): StaffSessionCheck {
  const key = deriveKey(config.appSecret, 'staff-assets');
  const users = app.get(UsersService);
  return async (request: FastifyRequest): Promise<boolean> => {
    const session = staffAssetsSession(request, key);
    const user = session ? await users.withOpenSession(session.userId, session.sessionId) : null;
    return user?.role === 'admin' && user.status === 'active';
  };
}

/** Fastify-level concerns: security headers, cache headers, request ids, static files. */
export async function configureHttp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  // helmet's middleware, built once (@fastify/helmet rebuilt it for every request: 7% of the API's CPU under load).
  const securityHeaders = helmet({
    contentSecurityPolicy: { directives: { ...CSP_DIRECTIVES, upgradeInsecureRequests: null } },
    crossOriginEmbedderPolicy: false,
  });
  fastify.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));

  await app.register(cookie);
  // Profile pictures arrive as raw image bodies, the only bodies allowed above the JSON limit.
  fastify.addContentTypeParser([...AVATAR_TYPES], { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  fastify.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });

  await app.register(fastifyStatic, { root: swaggerUiRoot(), prefix: DOCS_ASSETS_PREFIX, decorateReply: false });
  await registerWebRoutes(fastify, config, staffSessionCheck(app, config));
}
