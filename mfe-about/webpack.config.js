const { createSectionConfigs } = require('@site/tooling/webpack/section');

module.exports = (_env, argv = {}) => createSectionConfigs({ dir: __dirname, mode: argv.mode || 'production' });
