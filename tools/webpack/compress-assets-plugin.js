// Emits a brotli (.br) and a gzip (.gz) copy next to every text asset of a production build, so the
// server sends compressed bytes without compressing on each request (@fastify/static preCompressed).
const { brotliCompressSync, constants, gzipSync } = require('node:zlib');
const webpack = require('webpack');

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function brotli(bytes) {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

class CompressAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompressAssets', (compilation) => {
      // After the integrity hashes and the release manifest (stage REPORT) have their final bytes.
      compilation.hooks.processAssets.tap(
        { name: 'CompressAssets', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!COMPRESSIBLE.test(asset.name)) continue;
            const bytes = asset.source.buffer();
            if (bytes.length < MIN_BYTES) continue;
            const info = { compressed: true, immutable: asset.info.immutable };
            compilation.emitAsset(
              `${asset.name}.br`,
              new webpack.sources.RawSource(brotli(bytes)),
              info,
            );
            compilation.emitAsset(
              `${asset.name}.gz`,
              new webpack.sources.RawSource(gzipSync(bytes, { level: 9 })),
              info,
            );
          }
        },
      );
    });
  }
}

module.exports = { CompressAssetsPlugin };
