// Subresource integrity for a remote's chunks. webpack-subresource-integrity cannot build a Module
// Federation container ("unresolved integrity placeholders": waysact/webpack-subresource-integrity#176),
// so this does the same thing in two steps: every script the remote's runtime creates gets its
// integrity from a map, and once every chunk is final (after webpack's real content hashes) the map
// of each chunk's sha384 is written into remoteEntry.js. remoteEntry.js itself is checked by the shell
// against the registry, so one checked file vouches for every chunk it loads.
const { createHash } = require('node:crypto');
const webpack = require('webpack');
const LoadScriptRuntimeModule = require('webpack/lib/runtime/LoadScriptRuntimeModule');

/** A string literal (the minifier keeps it as it is, whatever its quotes), replaced by the JSON map. */
const TOKEN = '__VAULTLINE_CHUNK_INTEGRITY__';
const TOKEN_LITERAL = new RegExp(`(["'\`])${TOKEN}\\1`, 'g');
/** A well-formed hash no file has: a script missing from the map is refused, not loaded unchecked. */
const NO_SUCH_HASH = `sha384-${'A'.repeat(64)}`;

function sha384(buffer) {
  return `sha384-${createHash('sha384').update(buffer).digest('base64')}`;
}

class ChunkIntegrityPlugin {
  constructor({ entryFile = 'remoteEntry.js' } = {}) {
    this.entryFile = entryFile;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkIntegrity', (compilation) => {
      LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        'ChunkIntegrity',
        (source) =>
          [
            source,
            `script.integrity = JSON.parse("${TOKEN}")[url.split(/[?#]/)[0].split('/').pop()] || ${JSON.stringify(NO_SUCH_HASH)};`,
          ].join('\n'),
      );
      compilation.hooks.processAssets.tap(
        { name: 'ChunkIntegrity', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => this.writeMap(compilation),
      );
    });
  }

  writeMap(compilation) {
    const entry = compilation.getAsset(this.entryFile);
    if (!entry) return;
    // Sorted by name: assets arrive in whatever order the build finished them, and two builds of
    // the same sources must write the same entry byte for byte (a release folder is never rebuilt).
    const hashes = {};
    const chunks = compilation
      .getAssets()
      .filter((asset) => asset.name.endsWith('.js') && asset.name !== this.entryFile)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const asset of chunks) hashes[asset.name] = sha384(asset.source.buffer());
    const code = entry.source.source().toString();
    const written = code.replace(TOKEN_LITERAL, () => JSON.stringify(JSON.stringify(hashes)));
    if (written === code) {
      compilation.errors.push(
        new webpack.WebpackError(
          `ChunkIntegrity: ${this.entryFile} has no chunk loading to protect`,
        ),
      );
      return;
    }
    compilation.updateAsset(this.entryFile, new webpack.sources.RawSource(written));
  }
}

module.exports = { ChunkIntegrityPlugin };
