import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COLOR_MODE_COOKIE,
  DRAWN_FIGURE_ATTRIBUTE,
  DRAWN_PAGE_SLOT,
  SIDEBAR_COOKIE,
} from '@vaultline/contracts';
import type { DrawnFiguresOf } from './drawn-figures';

/**
 * Set beside the session's refresh cookie (which only travels to /api/auth): tells the page server
 * that this browser had a session, so it gets the shell alone, not pages drawn for signed-out
 * visitors. It holds no secret; a stale one only costs the prerendered page.
 */
export const SIGNED_IN_HINT_COOKIE = 'vaultline_signed_in';

/**
 * A page rendered at build time, for a signed-out or a signed-in visitor: the release that rendered
 * it and its HTML.
 */
export type PrerenderedPageSource = (
  path: string,
  signedIn: boolean,
) => Promise<{ version: string; html: string } | null>;

/** Who a page is drawn for: a signed-in visitor's comes inside the shell's frame. */
interface Visitor {
  signedIn: boolean;
  /** The visitor chose the light scheme: no need to hide the page from a dark-scheme system. */
  light: boolean;
}

interface ComposedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

type Encoding = 'br' | 'gzip';

/** The shell's empty root element (the build writes attributes unquoted where it can). */
const ROOT = /<div id="?root"?><\/div>/;
/** The frame's empty page slot (apps/shell/src/prerender.tsx). */
const SLOT = new RegExp(`<div ${DRAWN_PAGE_SLOT}(="")?></div>`);
/** The pages are drawn in the light scheme: a dark-scheme system sees the app once it runs instead. */
const DARK_SCHEME_GUARD =
  '<style>@media (prefers-color-scheme: dark){#root[data-prerendered]{visibility:hidden}}</style>';
/**
 * A drawn page's buttons wait for the app (a press would do nothing before it), except those that
 * send a plain form the API answers (the sign-in); its links are plain links and work at once.
 */
const INERT_BUTTONS =
  '<style>#root[data-prerendered] button:not([data-works-before-app]){pointer-events:none}</style>';
/**
 * A figure's place in a drawn page: the remote's wrapper (the release's HTML may leave its value
 * unquoted), the styles emotion put before the skeleton (kept: later skeletons share them) and the
 * skeleton, an element with no children.
 */
const FIGURE = new RegExp(
  `(<span ${DRAWN_FIGURE_ATTRIBUTE}="?([a-z-]+)"?>)((?:<style[^>]*>[^<]*</style>)*)<span\\b[^>]*></span>(</span>)`,
  'g',
);
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** The shell's app script, as html-webpack-plugin writes its tag. */
const APP_SCRIPT = /<script\b[^>]*\bsrc="?(\/[^"\s>]+\.js)"?[^>]*><\/script>/;
/** Starts the app at the visitor's first interaction (apps/shell/src/start-app.js). */
const START_APP = '/start-app.js';
/** Composed pages kept (per shell build, release and path). */
const COMPOSED_MAX = 64;

/**
 * The shell's page with a drawn page in its root. A signed-out visitor's app starts at the first
 * interaction; a signed-in visitor's at once (the page waits for its data).
 */
function compose(
  index: string,
  version: string,
  html: string,
  visitor: Visitor,
): ComposedPage | null {
  if (!ROOT.test(index) || !index.includes('</head>')) return null;
  const marker = version.replace(/[^A-Za-z0-9._-]/g, '');
  const head = visitor.light ? INERT_BUTTONS : `${DARK_SCHEME_GUARD}${INERT_BUTTONS}`;
  const guarded = index.replace('</head>', `${head}</head>`);
  const started = visitor.signedIn
    ? guarded
    : guarded.replace(
        APP_SCRIPT,
        (_tag, app: string) => `<script defer src="${START_APP}" data-app="${app}"></script>`,
      );
  const page = started.replace(
    ROOT,
    () => `<div id="root" data-prerendered="${marker}">${html}</div>`,
  );
  const identity = Buffer.from(page, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** A drawn page with the visitor's figures in the places of their skeletons (each escaped). */
export function fillFigures(html: string, figures: Readonly<Record<string, string>>): string {
  return html.replace(
    FIGURE,
    (whole, open: string, name: string, styles: string, close: string) => {
      const figure = figures[name];
      if (figure === undefined) return whole;
      return `${open}${styles}${figure.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c)}${close}`;
    },
  );
}

function encodingFor(request: FastifyRequest): Encoding | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** A page drawn for one visitor, compressed for this answer only (lighter settings: per request). */
function compressOnce(html: string, encoding: Encoding | null): Buffer {
  const identity = Buffer.from(html, 'utf8');
  if (encoding === 'br')
    return brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  return encoding === 'gzip' ? gzipSync(identity, { level: 6 }) : identity;
}

/** Who a page is drawn for; null where it would not look like the app (the shell alone is sent). */
function visitorOf(request: FastifyRequest): Visitor | null {
  const cookies = request.cookies ?? {};
  const mode = cookies[COLOR_MODE_COOKIE];
  // Pages are drawn in the light scheme, and a signed-in frame with its sidebar open.
  if (mode === 'dark') return null;
  const signedIn = Boolean(cookies[SIGNED_IN_HINT_COOKIE]);
  if (signedIn && cookies[SIDEBAR_COOKIE] === 'false') return null;
  return { signedIn, light: mode === 'light' };
}

/** The shell's frame for a signed-in path, drawn at build time (prerender-plugin.js names it so). */
function frameFile(webRoot: string, path: string): string {
  const name = path === '/' ? 'index' : path.replace(/^\//, '').replace(/[^a-z0-9-]/gi, '_');
  return join(webRoot, 'prerender', `${name}.html`);
}

/** The remote's page in the frame's slot; null if the frame has none. */
function inFrame(frame: string, page: string): string | null {
  return SLOT.test(frame) ? frame.replace(SLOT, () => page) : null;
}

/**
 * The shell's index.html with a page drawn at build time inside its root element: the public
 * remote's for browsers without a session (the app starts at the visitor's first interaction, or
 * when a part showing data comes into view), the banking remote's inside the shell's frame for
 * browsers that had one (the app starts at once). The page shows before any script has arrived,
 * and the app takes it over. Composed and compressed once per shell build, release, path and kind
 * of visitor.
 */
export class FirstVisitPages {
  private readonly composed = new Map<string, Promise<ComposedPage | null>>();

  constructor(
    private readonly webRoot: string,
    private readonly source: PrerenderedPageSource,
    private readonly figuresOf: DrawnFiguresOf = async () => null,
  ) {}

  /**
   * Sends the composed page, or answers false (then the caller sends the shell alone). A signed-in
   * visitor whose request carries their session gets the page with their figures, kept by no cache.
   */
  async send(request: FastifyRequest, reply: FastifyReply, path: string): Promise<boolean> {
    const visitor = visitorOf(request);
    if (!visitor) return false;
    const page = await this.pageFor(path, visitor).catch(() => null);
    if (!page) return false;
    const figures = visitor.signedIn ? await this.figuresOf(request, path) : null;
    const encoding = encodingFor(request);
    if (encoding) reply.header('Content-Encoding', encoding);
    const body = figures
      ? compressOnce(fillFigures(page.identity.toString('utf8'), figures), encoding)
      : page[encoding ?? 'identity'];
    await reply
      .header('Cache-Control', figures ? 'no-store' : 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8')
      .send(body);
    return true;
  }

  private async pageFor(path: string, visitor: Visitor): Promise<ComposedPage | null> {
    const prerendered = await this.source(path, visitor.signedIn);
    if (!prerendered) return null;
    const files = [join(this.webRoot, 'index.html')];
    if (visitor.signedIn) files.push(frameFile(this.webRoot, path));
    const stats = await Promise.all(files.map((file) => stat(file)));
    const built = stats.map((file) => `${file.mtimeMs}:${file.size}`).join(' ');
    const key = `${built} ${prerendered.version} ${path} ${visitor.signedIn} ${visitor.light}`;
    let page = this.composed.get(key);
    if (!page) {
      if (this.composed.size >= COMPOSED_MAX) this.composed.clear();
      page = Promise.all(files.map((file) => readFile(file, 'utf8'))).then(
        ([index = '', frame]) => {
          const html = frame === undefined ? prerendered.html : inFrame(frame, prerendered.html);
          return html === null ? null : compose(index, prerendered.version, html, visitor);
        },
      );
      this.composed.set(key, page);
      page.catch(() => this.composed.delete(key));
    }
    return page;
  }
}
