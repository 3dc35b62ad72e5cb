// Bundles the API and the workspace libs it uses into dist/services/api/main.js; npm packages stay
// external and load from node_modules at run time.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const libs = ['contracts', 'money'];

module.exports = {
  mode: 'production',
  target: 'node20',
  context: root,
  entry: { main: './services/api/src/main.ts' },
  output: { path: path.join(root, 'dist/services/api'), filename: '[name].js', clean: true },
  devtool: 'source-map',
  optimization: { minimize: false, nodeEnv: false },
  node: { __dirname: false, __filename: false },
  resolve: {
    extensions: ['.ts', '.js', '.json'],
    alias: Object.fromEntries(
      libs.map((lib) => [`@vaultline/${lib}$`, path.join(root, `libs/${lib}/src/index.ts`)]),
    ),
  },
  externals: [
    ({ request }, callback) =>
      /^[a-z@][^:]*$/i.test(request) && !request.startsWith('@vaultline/')
        ? callback(null, `commonjs ${request}`)
        : callback(),
  ],
  module: {
    rules: [
      // The database functions ship as .sql files (migrations import their text).
      { test: /\.sql$/, type: 'asset/source' },
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              target: 'es2022',
              parser: { syntax: 'typescript', decorators: true },
              transform: { legacyDecorator: true, decoratorMetadata: true },
            },
          },
        },
      },
    ],
  },
  performance: { hints: false },
  stats: 'errors-warnings',
};
