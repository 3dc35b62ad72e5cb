const { remoteConfig } = require('../../tools/webpack/config');

module.exports = (env = {}) =>
  remoteConfig({
    name: 'mfe_public',
    project: 'mfe-public',
    version: env.version,
    outputPath: env.outputPath,
    mode: env.mode,
  });
