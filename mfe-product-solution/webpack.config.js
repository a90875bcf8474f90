const { createSectionConfigs } = require('../scripts/webpack/section');

module.exports = (_env, argv = {}) => createSectionConfigs({ dir: __dirname, mode: argv.mode || 'production' });
