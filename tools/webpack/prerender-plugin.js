// Renders a remote's first-visit pages to HTML at build time, into the release (prerender/*.html):
// the entry module is built for Node, run once in a child process (production React and emotion,
// nothing left behind in the build's process) and asked for PRERENDERED_PATHS and renderPage(path).
// The release manifest lists each page with its sha384 (ReleaseManifestPlugin), and the API serves
// a page only if it matches, so the HTML is as trusted as the release's scripts.
const { execFileSync } = require('node:child_process');
const { mkdirSync, mkdtempSync, rmSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

/** Per compilation, the pages it emitted: route path → asset name. */
const emitted = new WeakMap();

/** The prerendered pages a compilation emitted (route path → file in the release). */
function prerenderedPages(compilation) {
  return emitted.get(compilation) ?? {};
}

/** The file a route's HTML is kept in: / → prerender/index.html, /login → prerender/login.html. */
function pageFile(route) {
  const name = route === '/' ? 'index' : route.replace(/^\//, '').replace(/[^a-z0-9-]/gi, '_');
  return `prerender/${name}.html`;
}

/** Packages stay require()s of the workspace's node_modules; our sources and libs are bundled. */
function externalPackages({ request }, callback) {
  const bare = request && /^[a-z@]/i.test(request) && !request.startsWith('@vaultline/');
  return bare ? callback(null, `commonjs ${request}`) : callback();
}

function rendererConfig({ entry, context, resolve, module, define, outputPath }) {
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node20',
    context,
    entry: { render: entry },
    output: { path: outputPath, filename: 'render.cjs', library: { type: 'commonjs2' } },
    resolve,
    module,
    externals: [externalPackages],
    externalsPresets: { node: true },
    optimization: { minimize: false },
    devtool: false,
    plugins: [new webpack.DefinePlugin(define)],
    stats: 'errors-warnings',
  };
}

/** @returns {Promise<void>} */
function build(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats) return reject(error ?? new Error('webpack gave no result'));
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

const RENDER_ALL = `
const renderer = require(process.argv[1]);
const pages = Object.fromEntries(renderer.PRERENDERED_PATHS.map((route) => [route, renderer.renderPage(route)]));
process.stdout.write(JSON.stringify(pages));`;

/** route → HTML, rendered by the built module in a production Node process. */
function renderAll(bundle, context) {
  const output = execFileSync(process.execPath, ['-e', RENDER_ALL, bundle], {
    cwd: context,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output.toString('utf8'));
}

class PrerenderPlugin {
  /** @param {{ entry: string, resolve: object, module: object, define: object }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('Prerender', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'Prerender', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => this.emitPages(compilation, compiler.context),
      );
    });
  }

  async emitPages(compilation, context) {
    // Inside the workspace, so the bundle's require()s find its node_modules.
    const cache = path.join(context, 'node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    const outputPath = mkdtempSync(path.join(cache, 'vaultline-prerender-'));
    try {
      await build(rendererConfig({ ...this.options, context, outputPath }));
      const pages = renderAll(path.join(outputPath, 'render.cjs'), context);
      const files = {};
      for (const [route, html] of Object.entries(pages)) {
        files[route] = pageFile(route);
        compilation.emitAsset(files[route], new webpack.sources.RawSource(html));
      }
      emitted.set(compilation, files);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      compilation.errors.push(new webpack.WebpackError(`Prerender: ${reason}`));
    } finally {
      rmSync(outputPath, { recursive: true, force: true });
    }
  }
}

module.exports = { PrerenderPlugin, prerenderedPages };
