// Webpack configs for the shell (host) and the remotes, as plain @module-federation/enhanced options.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ChunkIntegrityPlugin } = require('./chunk-integrity-plugin');
const { CompressAssetsPlugin } = require('./compress-assets-plugin');
const { ReleaseManifestPlugin } = require('./release-manifest-plugin');
const { PrerenderPlugin } = require('./prerender-plugin');
const { shared, legacyShared, root } = require('./shared');

const LIBS = ['contracts', 'data-access', 'money', 'session', 'ui'];

/**
 * Emits the shell's files that keep their names next to index.html: the favicon, and the script the
 * API puts in a first-visit page in place of the app's (apps/shell/src/start-app.js).
 */
class CopyShellFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyShellFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyShellFiles', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of ['favicon.svg', 'start-app.js']) {
            const source = require('node:fs').readFileSync(path.join(root, 'apps/shell/src', file));
            compilation.emitAsset(file, new webpack.sources.RawSource(source));
          }
        },
      );
    });
  }
}

function swcRule() {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    },
  };
}

function baseConfig({ name, outputPath, publicPath, mode }) {
  return {
    name,
    mode,
    context: root,
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      publicPath,
      filename: '[name].[contenthash:12].js',
      chunkFilename: '[name].[contenthash:12].js',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: Object.fromEntries(
        LIBS.map((lib) => [`@vaultline/${lib}$`, path.join(root, `libs/${lib}/src/index.ts`)]),
      ),
    },
    // The libs are barrels of pure modules: let webpack drop what a remote does not use.
    module: {
      rules: [swcRule(), { test: /[\\/]libs[\\/][^\\/]+[\\/]src[\\/]/, sideEffects: false }],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    cache: {
      type: 'filesystem',
      name: `${name}-${mode}`,
      buildDependencies: {
        config: [
          __filename,
          require.resolve('./shared'),
          require.resolve('./compress-assets-plugin'),
          require.resolve('./prerender-plugin'),
          require.resolve('./release-manifest-plugin'),
        ],
      },
    },
  };
}

/** The remote's module rendering its first-visit pages at build time, if it has one. */
function prerenderEntry(project) {
  const entry = `./apps/${project}/src/prerender.tsx`;
  return require('node:fs').existsSync(path.join(root, entry)) ? entry : null;
}

/** Production builds ship .br and .gz copies of their text files; development builds do not. */
function compression(mode) {
  return mode === 'production' ? [new CompressAssetsPlugin()] : [];
}

/** The host: knows no remote at build time; it reads the registry at boot. */
function shellConfig({
  mode = 'production',
  outputPath = path.join(root, 'dist/apps/shell'),
} = {}) {
  const base = baseConfig({ name: 'shell', outputPath, publicPath: '/', mode });
  return {
    ...base,
    entry: { main: './apps/shell/src/main.ts' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: { ...shared, ...legacyShared },
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
      }),
      new HtmlWebpackPlugin({ template: './apps/shell/src/index.html', scriptLoading: 'defer' }),
      new CopyShellFilesPlugin(),
      // The signed-in frame of the pages drawn before the app arrives (apps/shell/src/prerender.tsx).
      new PrerenderPlugin({
        entry: './apps/shell/src/prerender.tsx',
        resolve: base.resolve,
        module: base.module,
        define: {},
      }),
      ...compression(mode),
    ],
  };
}

/**
 * A remote: a versioned, immutable folder with mf-manifest.json, remoteEntry.js and chunks.
 * `version` is shown by the remote (its version marker), names the folder it is published to and
 * goes into the manifest with the contract the remote was built for. remoteEntry.js carries the
 * sha384 of every chunk it loads (subresource integrity), so the shell's check of the entry covers
 * the whole release. `exposes` may point the routes at another module and `cache: false` builds from
 * scratch (the release isolation check). A remote with src/prerender.tsx has its first-visit pages
 * rendered to HTML at build time, into the release (see prerender-plugin.js).
 */
function remoteConfig({
  name,
  project,
  version = 'dev',
  mode = 'production',
  outputPath,
  exposes,
  cache = true,
}) {
  const base = baseConfig({
    name,
    outputPath: outputPath ?? path.join(root, 'dist/apps', project),
    publicPath: 'auto',
    mode,
  });
  const define = { __REMOTE_VERSION__: JSON.stringify(version) };
  const prerender = prerenderEntry(project);
  return {
    ...base,
    ...(cache ? {} : { cache: false }),
    entry: {},
    output: { ...base.output, crossOriginLoading: 'anonymous' },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './routes': exposes ?? `./apps/${project}/src/remote-routes.tsx` },
        shared,
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
      }),
      new webpack.DefinePlugin(define),
      ...(prerender
        ? [
            new PrerenderPlugin({
              entry: prerender,
              resolve: base.resolve,
              module: base.module,
              define,
            }),
          ]
        : []),
      new ChunkIntegrityPlugin(),
      new ReleaseManifestPlugin({ version }),
      ...compression(mode),
    ],
  };
}

module.exports = { shellConfig, remoteConfig };
