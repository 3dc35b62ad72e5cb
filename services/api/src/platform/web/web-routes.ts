import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { notFound } from '../http/app.exception';
import { STAFF_ASSETS_PATH } from '../auth/staff-assets-cookie';
import { toErrorResponse } from '../http/error-response';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Webpack names long-lived assets with a content hash, e.g. main.3f2a9c1b.js: those never change. */
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function sendNotFound(reply: FastifyReply) {
  const { status, body } = toErrorResponse(notFound());
  return reply.status(status).header('Cache-Control', 'no-store').send(body);
}

/**
 * One origin serves everything: the shell at /, versioned remotes at /remotes/<name>/<version>/
 * (immutable; the admin remote only for staff sessions), the API at /api. Unknown paths outside
 * /api get the shell's index.html so the client-side router can show the page (or its 404).
 */
export async function registerWebRoutes(app: FastifyInstance, config: AppConfig, staffSession: (request: FastifyRequest) => Promise<boolean>): Promise<void> {
  mkdirSync(config.remotesDir, { recursive: true });
  mkdirSync(config.webRoot, { recursive: true });
  // The admin remote's files go to staff sessions only (see staff-assets-cookie.ts).
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(`${STAFF_ASSETS_PATH}/`) && !(await staffSession(request))) return sendNotFound(reply);
  });
  await app.register(fastifyStatic, {
    root: config.remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => reply.header('Cache-Control', IMMUTABLE),
  });
  await app.register(fastifyStatic, { root: config.webRoot, serve: false, cacheControl: false });

  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://local').pathname);
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/remotes/')) {
      return sendNotFound(reply);
    }
    const relative = normalize(pathname).replace(/^([/\\])+/, '');
    const inside = !relative.split(sep).includes('..');
    if (inside && relative && (await isFile(join(config.webRoot, relative)))) {
      reply.header('Cache-Control', HASHED_ASSET.test(relative) ? IMMUTABLE : 'no-cache');
      return reply.sendFile(relative);
    }
    if (extname(relative)) return sendNotFound(reply);
    if (!(await isFile(join(config.webRoot, 'index.html')))) {
      return reply.status(503).header('Cache-Control', 'no-store').type('text/plain').send('The portal is not built yet: run npm start.');
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
