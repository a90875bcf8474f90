const { createSectionConfigs } = require('@site/build/webpack/section');

module.exports = (_env, argv = {}) => createSectionConfigs({ dir: __dirname, mode: argv.mode || 'production' });
