import { mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_ASSETS_REMOTE } from '../auth/session-cookie-kinds';
import type { AppConfig } from '../config/app-config';
import { rawPath } from '../http/api-path';
import { notFound } from '../http/app.exception';
import { sendProblem, toErrorResponse } from '../http/error-response';
import type { FirstVisitPages } from './first-visit-page';
import { remoteFileOf } from './remote-file-path';

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const DEFAULT_REGISTRY_FILE = 'registry-default.json';
/** Staff files: only the signed-in browser may keep them, and a shared cache must ask again per cookie. */
const STAFF_IMMUTABLE = 'private, max-age=31536000, immutable';

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
  return sendProblem(reply, toErrorResponse(notFound()), reply.request.id);
}

/** Source maps show the code as written: served only when the operator asks (SOURCE_MAPS=public). */
function isHiddenSourceMap(config: AppConfig, relative: string): boolean {
  return config.sourceMaps === 'off' && relative.endsWith('.map');
}

/** Whether the request comes from a signed-in, active staff member's open session. */
export type StaffSessionCheck = (request: FastifyRequest) => Promise<boolean>;

/**
 * Versioned remote files, /remotes/<name>/<version>/<file>. Access is decided on the decoded,
 * canonical path (never on the raw URL, which an encoded "mfe%5Fadmin" would slip past): the admin
 * remote only for staff sessions, privately cached; the others for everyone, immutable.
 */
function registerRemoteFiles(
  app: FastifyInstance,
  config: AppConfig,
  staffSession: StaffSessionCheck,
): void {
  // The live releases when the tooling last changed them: the shell's default for a first visit
  // while the registry API cannot answer (written by `npm run remotes`, never by the API).
  app.get(
    `/remotes/${DEFAULT_REGISTRY_FILE}`,
    async (_request: FastifyRequest, reply: FastifyReply) => {
      if (!(await isFile(join(config.remotesDir, DEFAULT_REGISTRY_FILE))))
        return sendNotFound(reply);
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile(DEFAULT_REGISTRY_FILE, config.remotesDir, { cacheControl: false });
    },
  );
  app.get('/remotes/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const file = remoteFileOf(request.url);
    if (!file || isHiddenSourceMap(config, file.relative)) return sendNotFound(reply);
    const staffOnly = file.remote === STAFF_ASSETS_REMOTE;
    if (staffOnly && !(await staffSession(request))) return sendNotFound(reply);
    if (!(await isFile(join(config.remotesDir, file.relative)))) return sendNotFound(reply);
    reply.header('Cache-Control', staffOnly ? STAFF_IMMUTABLE : IMMUTABLE);
    if (staffOnly) reply.header('Vary', 'Cookie');
    return reply.sendFile(file.relative, config.remotesDir, {
      cacheControl: false,
      dotfiles: 'deny',
    });
  });
}

/** Top-level folders the catch-all never answers for, in any case: the API's and the remotes' own routes decide there. */
const RESERVED_FOLDERS: ReadonlySet<string> = new Set(['api', 'remotes']);

/**
 * The shell path a request names, on its decoded, normalised form (decoded once, "\\" read as "/",
 * empty and "." segments dropped, ".." resolved). Null when it climbs above the root, holds a NUL or
 * lies under /api or /remotes in any spelling or case (/REMOTES/, /x/..%2Fremotes/): every decision
 * is taken on the path that would be served, never on the raw URL.
 */
export function shellPathOf(url: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath(url));
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const segments: string[] = [];
  for (const segment of decoded.split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') segments.push(segment);
    else if (segments.pop() === undefined) return null;
  }
  const [first] = segments;
  if (first !== undefined && RESERVED_FOLDERS.has(first.toLowerCase())) return null;
  return segments.join('/');
}

/** Whether `file` lies in `folder`, compared without case (a remotes folder inside the web root, on any disk). */
function isInside(folder: string, file: string): boolean {
  const base = `${resolve(folder).toLowerCase()}${sep}`;
  return `${resolve(file).toLowerCase()}${sep}`.startsWith(base);
}

/**
 * The shell's files and pages: a built file where the path names one (never a remote's file, even
 * where the remotes folder lies inside the web root), else index.html for the client-side router.
 */
function shellRoute(config: AppConfig, firstVisitPages: FirstVisitPages | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const relative = shellPathOf(request.url);
    if (relative === null) return sendNotFound(reply);
    const file = join(config.webRoot, relative);
    if (
      relative &&
      !isHiddenSourceMap(config, relative) &&
      !isInside(config.remotesDir, file) &&
      (await isFile(file))
    ) {
      reply.header('Cache-Control', HASHED_ASSET.test(relative) ? IMMUTABLE : 'no-cache');
      return reply.sendFile(relative);
    }
    if (extname(relative)) return sendNotFound(reply);
    if (!(await isFile(join(config.webRoot, 'index.html')))) {
      return reply
        .status(503)
        .header('Cache-Control', 'no-store')
        .type('text/plain')
        .send('The portal is not built yet: run npm start.');
    }
    // A page is drawn for its exact path: "/login/" is not "/login" (the shell alone answers it).
    const trailing = relative && rawPath(request.url).endsWith('/') ? '/' : '';
    const pathname = `/${relative}${trailing}`;
    if (firstVisitPages && (await firstVisitPages.send(request, reply, pathname))) return reply;
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  };
}

/**
 * One origin serves everything: the shell at /, versioned remotes at /remotes/<name>/<version>/
 * (immutable; the admin remote only for staff sessions), the API at /api. Unknown paths outside
 * /api get the shell's index.html so the client-side router can show the page (or its 404); a
 * signed-out browser gets the public remote's page rendered at build time inside it, where there is one.
 */
export async function registerWebRoutes(
  app: FastifyInstance,
  config: AppConfig,
  staffSession: StaffSessionCheck,
  firstVisitPages?: FirstVisitPages,
): Promise<void> {
  mkdirSync(config.remotesDir, { recursive: true });
  mkdirSync(config.webRoot, { recursive: true });
  // preCompressed: the build's .br / .gz copy of a file is sent when the browser accepts it.
  await app.register(fastifyStatic, {
    root: config.webRoot,
    serve: false,
    cacheControl: false,
    preCompressed: true,
  });
  registerRemoteFiles(app, config, staffSession);

  app.get('/*', shellRoute(config, firstVisitPages));
}
