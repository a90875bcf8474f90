const { createSectionConfig } = require('../scripts/webpack/section');

module.exports = (_env, argv = {}) => createSectionConfig({ dir: __dirname, mode: argv.mode || 'production' });
