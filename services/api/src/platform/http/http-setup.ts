import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getAbsoluteFSPath as swaggerUiRoot } from 'swagger-ui-dist';
import { CommonErrorCode } from '@vaultline/contracts';
import { SESSION_LOOKUP } from '../auth/current-user.decorator';
import type { SessionLookup } from '../auth/current-user.decorator';
import { sessionOfCookie } from '../auth/session-bound-cookie';
import { DRAWN_PAGE, STAFF_ASSETS } from '../auth/session-cookie-kinds';
import type { AppConfig } from '../config/app-config';
import { deriveKey } from '../crypto/keys';
import { MetricsService } from '../metrics/metrics.service';
import { DOCS_ASSETS_PREFIX } from '../openapi/docs.controller';
import { PrerenderedPages } from '../remotes/prerendered-pages';
import { DRAWN_FIGURES } from '../web/drawn-figures';
import type { DrawnFigures, DrawnFiguresOf } from '../web/drawn-figures';
import { FirstVisitPages } from '../web/first-visit-page';
import type { StaffSessionCheck } from '../web/web-routes';
import { registerWebRoutes } from '../web/web-routes';
import { isApiRequest, refuseNonCanonicalApiPaths } from './api-path';
import { AppException } from './app.exception';
import { refuseCrossSiteWrites } from './cross-site';
import { sendProblem, toErrorResponse } from './error-response';
import { registerRateLimit } from './rate-limit';
import { registerBodyParsers } from './route-http-config';
import type { SecurityHeaders } from './security-headers';

/** Whether a request for the admin remote's files comes from an open session of an active staff member. */
function staffSessionCheck(app: NestFastifyApplication, config: AppConfig): StaffSessionCheck {
  const key = deriveKey(config.appSecret, 'staff-assets');
  const users = app.get<SessionLookup>(SESSION_LOOKUP);
  return async (request: FastifyRequest): Promise<boolean> => {
    const session = sessionOfCookie(request, STAFF_ASSETS, key);
    const user = session
      ? await users.withOpenSession(session.userId, session.sessionId, false)
      : null;
    return user?.role === 'admin' && user.status === 'active';
  };
}

/**
 * The dashboard's figures for the customer whose open session the request's drawn-page cookie
 * names (it travels only with that page); null for any other page or request.
 */
function drawnFiguresOf(app: NestFastifyApplication, config: AppConfig): DrawnFiguresOf {
  const key = deriveKey(config.appSecret, 'drawn-page');
  const users = app.get<SessionLookup>(SESSION_LOOKUP);
  const figures = app.get<DrawnFigures>(DRAWN_FIGURES);
  return async (request, path) => {
    if (path !== DRAWN_PAGE.path) return null;
    const session = sessionOfCookie(request, DRAWN_PAGE, key);
    const user = session
      ? await users.withOpenSession(session.userId, session.sessionId, false)
      : null;
    if (user?.role !== 'customer' || user.status !== 'active') return null;
    return figures.dashboardFigures(user.id).catch(() => null);
  };
}

/**
 * Once shutdown begins the listener stops taking connections and in-flight requests finish; a new
 * request on a kept-alive connection gets a 503 with Retry-After, so a client retries elsewhere,
 * and every connection closes after its answer.
 */
function refuseWhileClosing(fastify: FastifyInstance): void {
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // Every answer from then on ends its connection: a kept-alive socket that was busy when the close
  // began would otherwise hold the close open until its keep-alive timeout.
  fastify.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  fastify.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    const refusal = new AppException(
      503,
      CommonErrorCode.SERVICE_UNAVAILABLE,
      'This server is restarting. Please try again.',
      { retryAfterS: 1 },
    );
    return sendProblem(reply, toErrorResponse(refusal), request.id);
  });
}

/**
 * Fastify-level concerns, in the order a request meets them: security headers, the refusal of API
 * paths not spelled canonically, the per-address rate limit, the cross-site check, the body's media
 * type and parsing; then cache headers, request ids, static files.
 */
export async function configureHttp(
  app: NestFastifyApplication,
  config: AppConfig,
  securityHeaders: SecurityHeaders,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', securityHeaders);
  refuseNonCanonicalApiPaths(fastify);
  await registerRateLimit(app, config.rateLimitPerMinute);
  refuseCrossSiteWrites(fastify, config.publicUrl);
  await app.register(cookie);
  registerBodyParsers(fastify);

  refuseWhileClosing(fastify);
  const metrics = app.get(MetricsService);
  // By route pattern (/api/transfers/:id), never the raw URL: a bounded set of series.
  fastify.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  fastify.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (isApiRequest(request) && !reply.hasHeader('Cache-Control'))
      reply.header('Cache-Control', 'no-store');
  });

  if (config.apiDocs === 'public') {
    await app.register(fastifyStatic, {
      root: swaggerUiRoot(),
      prefix: DOCS_ASSETS_PREFIX,
      decorateReply: false,
    });
  }
  const prerendered = app.get(PrerenderedPages);
  const firstVisitPages = new FirstVisitPages(
    config.webRoot,
    (path, signedIn) => prerendered.page(path, signedIn ? 'mfe_banking' : 'mfe_public'),
    drawnFiguresOf(app, config),
  );
  await registerWebRoutes(fastify, config, staffSessionCheck(app, config), firstVisitPages);
}
