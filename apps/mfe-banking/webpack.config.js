const { remoteConfig } = require('../../tools/webpack/config');

module.exports = (env = {}) =>
  remoteConfig({
    name: 'mfe_banking',
    project: 'mfe-banking',
    version: env.version,
    outputPath: env.outputPath,
    mode: env.mode,
  });
