// Adds what the shell checks before it mounts a remote to the mf-manifest.json Module Federation
// emits: the contract the remote was built for and its version (metaData.vaultline).
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { prerenderedPages } = require('./prerender-plugin');

const CONTRACT_FILE = path.resolve(__dirname, '../../libs/contracts/src/platform/remotes.ts');

/** REMOTE_CONTRACT_VERSION as the contracts lib declares it (one source of truth for shell and remotes). */
function contractVersion() {
  const match = /export const REMOTE_CONTRACT_VERSION = (\d+);/.exec(
    readFileSync(CONTRACT_FILE, 'utf8'),
  );
  if (!match) throw new Error(`REMOTE_CONTRACT_VERSION not found in ${CONTRACT_FILE}`);
  return Number(match[1]);
}

/** Each prerendered page: its file and sha384 (the API serves it only if the file still matches). */
function prerenderEntries(compilation) {
  const entries = Object.entries(prerenderedPages(compilation)).map(([route, file]) => {
    const bytes = compilation.getAsset(file).source.buffer();
    const integrity = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
    return [route, { file, integrity }];
  });
  return entries.length ? { prerender: Object.fromEntries(entries) } : {};
}

class ReleaseManifestPlugin {
  constructor({ version }) {
    this.version = version;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ReleaseManifest', (compilation) => {
      // After every other plugin (the manifest is emitted at an earlier stage).
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset)
            return compilation.errors.push(
              new webpack.WebpackError('ReleaseManifest: no mf-manifest.json was emitted'),
            );
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.metaData = {
            ...manifest.metaData,
            vaultline: {
              contractVersion: contractVersion(),
              version: this.version,
              ...prerenderEntries(compilation),
            },
          };
          compilation.updateAsset(
            'mf-manifest.json',
            new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = { ReleaseManifestPlugin, contractVersion };
