const { remoteConfig } = require('../../tools/webpack/config');

module.exports = (env = {}) =>
  remoteConfig({
    name: 'mfe_admin',
    project: 'mfe-admin',
    version: env.version,
    outputPath: env.outputPath,
    mode: env.mode,
  });
