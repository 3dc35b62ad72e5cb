const { shellConfig } = require('../../tools/webpack/config');

module.exports = (env = {}) => shellConfig({ mode: env.mode ?? 'production' });
