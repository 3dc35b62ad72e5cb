import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Set beside the session's refresh cookie (which only travels to /api/auth): tells the page server
 * that this browser had a session, so it gets the shell alone, not pages drawn for signed-out
 * visitors. It holds no secret; a stale one only costs the prerendered page.
 */
export const SIGNED_IN_HINT_COOKIE = 'vaultline_signed_in';

/** A page rendered at build time: the release that rendered it and its HTML. */
export type PrerenderedPageSource = (
  path: string,
) => Promise<{ version: string; html: string } | null>;

interface ComposedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The shell's empty root element (the build writes attributes unquoted where it can). */
const ROOT = /<div id="?root"?><\/div>/;
/** The pages are drawn in the light scheme: a dark-scheme system sees the app once it runs instead. */
const DARK_SCHEME_GUARD =
  '<style>@media (prefers-color-scheme: dark){#root[data-prerendered]{visibility:hidden}}</style>';
/** The shell's app script, as html-webpack-plugin writes its tag. */
const APP_SCRIPT = /<script\b[^>]*\bsrc="?(\/[^"\s>]+\.js)"?[^>]*><\/script>/;
/** Starts the app at the visitor's first interaction (apps/shell/src/start-app.js). */
const START_APP = '/start-app.js';
/** Composed pages kept (per shell build, release and path). */
const COMPOSED_MAX = 64;

function compose(index: string, version: string, html: string): ComposedPage | null {
  if (!ROOT.test(index) || !index.includes('</head>')) return null;
  const marker = version.replace(/[^A-Za-z0-9._-]/g, '');
  const page = index
    .replace('</head>', `${DARK_SCHEME_GUARD}</head>`)
    .replace(
      APP_SCRIPT,
      (_tag, app: string) => `<script defer src="${START_APP}" data-app="${app}"></script>`,
    )
    .replace(ROOT, () => `<div id="root" data-prerendered="${marker}">${html}</div>`);
  const identity = Buffer.from(page, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/**
 * The shell's index.html with the public remote's prerendered page inside its root element, for
 * browsers without a session: the page shows before any script has arrived; the app starts at the
 * visitor's first interaction (or when a part showing data comes into view) and takes the page
 * over. Composed and compressed once per shell build, release and path.
 */
export class FirstVisitPages {
  private readonly composed = new Map<string, Promise<ComposedPage | null>>();

  constructor(
    private readonly webRoot: string,
    private readonly source: PrerenderedPageSource,
  ) {}

  /** Sends the composed page, or answers false (then the caller sends the shell alone). */
  async send(request: FastifyRequest, reply: FastifyReply, path: string): Promise<boolean> {
    if (request.cookies?.[SIGNED_IN_HINT_COOKIE]) return false;
    const page = await this.pageFor(path).catch(() => null);
    if (!page) return false;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (encoding) reply.header('Content-Encoding', encoding);
    await reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8')
      .send(encoding ? page[encoding] : page.identity);
    return true;
  }

  private async pageFor(path: string): Promise<ComposedPage | null> {
    const prerendered = await this.source(path);
    if (!prerendered) return null;
    const indexFile = join(this.webRoot, 'index.html');
    const shell = await stat(indexFile);
    const key = `${shell.mtimeMs}:${shell.size} ${prerendered.version} ${path}`;
    let page = this.composed.get(key);
    if (!page) {
      if (this.composed.size >= COMPOSED_MAX) this.composed.clear();
      page = readFile(indexFile, 'utf8').then((index) =>
        compose(index, prerendered.version, prerendered.html),
      );
      this.composed.set(key, page);
      page.catch(() => this.composed.delete(key));
    }
    return page;
  }
}
